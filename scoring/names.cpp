#include "names.h"

#include <QCoreApplication>

#include <algorithm>

namespace ctd::names {

namespace {

class NameMessages
{
    Q_DECLARE_TR_FUNCTIONS(NameMessages)

public:
    static QString bad(const QString &name)
    {
        return tr("The name \"%1\" holds a control or invisible character; type it again "
                  "without it.")
            .arg(name);
    }
};

bool forbidden(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return false;
    }
}

// Not QString::fromUcs4(&c, 1): that takes a lone U+FEFF for a byte-order
// mark and drops it (found by the fuzz test of the players' list).
void append(QString &out, char32_t c)
{
    out += QStringView(QChar::fromUcs4(c));
}

bool isSpace(char32_t c)
{
    return QChar::category(c) == QChar::Separator_Space;
}

// Plain printable ASCII with single inner spaces needs no work: the common case.
bool alreadyNormal(QStringView raw)
{
    if (raw.isEmpty())
        return true;
    if (raw.front() == u' ' || raw.back() == u' ')
        return false;
    char16_t previous = 0;
    for (const QChar ch : raw) {
        const char16_t c = ch.unicode();
        if (c < 0x20 || c >= 0x7f || (c == u' ' && previous == u' '))
            return false;
        previous = c;
    }
    return true;
}

} // namespace

QString normalized(QStringView raw)
{
    if (alreadyNormal(raw))
        return raw.toString();
    const QString nfc = raw.toString().normalized(QString::NormalizationForm_C);
    QString out;
    out.reserve(nfc.size());
    bool pendingSpace = false;
    for (const char32_t c : QStringView(nfc).toUcs4()) {
        if (isSpace(c)) {
            pendingSpace = !out.isEmpty();
            continue;
        }
        if (pendingSpace)
            out += QLatin1Char(' ');
        pendingSpace = false;
        append(out, c);
    }
    return out;
}

bool isBad(QStringView name)
{
    // Printable ASCII is never forbidden: the common case, without decoding.
    if (std::all_of(name.begin(), name.end(),
                    [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7f; }))
        return false;
    for (const char32_t c : name.toUcs4()) {
        if (forbidden(c))
            return true;
    }
    return false;
}

QString escaped(QStringView text)
{
    if (!isBad(text))
        return text.toString();
    QString out;
    out.reserve(text.size() + 8);
    for (const char32_t c : text.toUcs4()) {
        if (forbidden(c))
            out += QStringLiteral("\\u{")
                + QString::number(uint(c), 16).toUpper().rightJustified(4, u'0') + QLatin1Char('}');
        else
            append(out, c);
    }
    return out;
}

QString badNameMessage(QStringView name)
{
    return NameMessages::bad(escaped(name));
}

} // namespace ctd::names
