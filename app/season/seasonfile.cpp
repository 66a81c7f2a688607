#include "seasonfile.h"

#include "files/inputfile.h"
#include "scoring/names.h"
#include "tournament/dblocation.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

namespace ctd {

namespace {

const QString kName = QStringLiteral("name");
const QString kPoints = QStringLiteral("points");
const QString kBest = QStringLiteral("best");
const QString kMinPlayers = QStringLiteral("min_players");
const QString kTournament = QStringLiteral("tournament");
const QString kAlias = QStringLiteral("alias");

bool wholeNumber(const QString &text, int *value)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < 0)
        return false;
    *value = v;
    return true;
}

} // namespace

bool SeasonFileText::parse(const QByteArray &raw, SeasonFile *season,
                           QList<SeasonFileProblem> *problems)
{
    *season = SeasonFile();
    const qsizetype before = problems->size();
    const auto problem = [problems](int line, const QString &message) {
        problems->append(SeasonFileProblem{line, message});
    };
    QByteArrayView bytes(raw);
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        problem(0, tr("the season file is not UTF-8 text: save it as UTF-8 and try again"));
        return false;
    }
    QHash<QString, int> seen; // a key that is given once → its line
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const int line = i + 1;
        QStringView content(lines.at(i));
        const qsizetype hash = content.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            content = content.left(hash);
        content = content.trimmed();
        if (content.isEmpty())
            continue;
        const qsizetype eq = content.indexOf(QLatin1Char('='));
        if (eq < 0) {
            problem(line,
                    tr("write \"key = value\" (name, points, best, min_players, "
                       "tournament or alias)"));
            continue;
        }
        const QString key = content.left(eq).trimmed().toString();
        const QString value = content.mid(eq + 1).trimmed().toString();
        const bool once = key == kName || key == kPoints || key == kBest || key == kMinPlayers;
        if (once && seen.contains(key)) {
            problem(line,
                    tr("\"%1\" is given on line %2 already; give it once")
                        .arg(key)
                        .arg(seen.value(key)));
            continue;
        }
        if (once)
            seen.insert(key, line);
        if (key == kName) {
            season->name = value;
        } else if (key == kPoints) {
            QList<int> points;
            bool ok = true;
            if (!value.isEmpty()) {
                for (const QString &part : value.split(QLatin1Char(','))) {
                    int p = 0;
                    ok = ok && wholeNumber(part, &p);
                    points.append(p);
                }
            }
            if (!ok)
                problem(line,
                        tr("points are whole numbers of 0 or more separated by commas, "
                           "not \"%1\"")
                            .arg(names::escaped(value)));
            season->rules.points = points;
        } else if (key == kBest || key == kMinPlayers) {
            int v = 0;
            if (!wholeNumber(value, &v))
                problem(line,
                        tr("%1 is a whole number of 0 or more, not \"%2\"")
                            .arg(key, names::escaped(value)));
            (key == kBest ? season->rules.best : season->rules.minPlayers) = v;
        } else if (key == kTournament) {
            if (value.isEmpty()) {
                problem(line, tr("a tournament line names a tournament file or server"));
                continue;
            }
            const auto twice =
                std::find_if(season->tournaments.cbegin(), season->tournaments.cend(),
                             [&](const SeasonEntry &e) { return e.place == value; });
            if (twice != season->tournaments.cend()) {
                problem(line,
                        tr("the tournament %1 is listed on line %2 already; list it once")
                            .arg(display(value))
                            .arg(twice->line));
                continue;
            }
            season->tournaments.append(SeasonEntry{value, line});
        } else if (key == kAlias) {
            const qsizetype second = value.indexOf(QLatin1Char('='));
            const QString shown =
                names::normalized(second < 0 ? QStringView() : QStringView(value).left(second));
            const QString other =
                names::normalized(second < 0 ? QStringView() : QStringView(value).mid(second + 1));
            if (shown.isEmpty() || other.isEmpty()) {
                problem(line, tr("write an alias as \"alias = NAME = OTHER NAME\""));
            } else if (names::isBad(shown) || names::isBad(other)) {
                problem(line, names::badNameMessage(names::isBad(shown) ? shown : other));
            } else if (shown == other) {
                problem(line,
                        tr("an alias names two different names, not \"%1\" twice").arg(shown));
            } else {
                season->rules.aliases.append(qMakePair(shown, other));
            }
        } else {
            problem(line,
                    tr("unknown key \"%1\"; a season file knows name, points, best, "
                       "min_players, tournament and alias")
                        .arg(names::escaped(key)));
        }
    }
    return problems->size() == before;
}

QByteArray SeasonFileText::write(const SeasonFile &season)
{
    QString out;
    const auto line = [&out](const QString &key, const QString &value) {
        out += key + QStringLiteral(" = ") + value + QLatin1Char('\n');
    };
    // The comment in the director's language, one line ("#" starts a comment).
    QString comment = tr("A season of CATAN tournaments (catan-desk-cli series)");
    comment.replace(QLatin1Char('\n'), QLatin1Char(' '));
    out += QStringLiteral("# ") + comment + QLatin1Char('\n');
    line(kName, season.name);
    QStringList points;
    for (const int p : season.rules.points)
        points.append(QString::number(p));
    line(kPoints, points.join(QStringLiteral(", ")));
    line(kBest, QString::number(season.rules.best));
    line(kMinPlayers, QString::number(season.rules.minPlayers));
    for (const SeasonEntry &t : season.tournaments)
        line(kTournament, t.place);
    for (const auto &alias : season.rules.aliases)
        line(kAlias, alias.first + QStringLiteral(" = ") + alias.second);
    return out.toUtf8();
}

bool SeasonFileText::read(const QString &path, SeasonFile *season,
                          QList<SeasonFileProblem> *problems)
{
    QByteArray bytes;
    QString reason;
    if (!readInputFile(path, &bytes, &reason)) {
        problems->append(SeasonFileProblem{0, reason});
        return false;
    }
    return parse(bytes, season, problems);
}

bool SeasonFileText::save(const QString &path, const SeasonFile &season, QString *reason)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(write(season)) < 0 || !file.commit()) {
        *reason = file.errorString();
        return false;
    }
    return true;
}

QString SeasonFileText::resolve(const QString &seasonPath, const QString &place)
{
    if (DbLocation::looksLikeServer(place) || QDir::isAbsolutePath(place))
        return place;
    return QFileInfo(seasonPath).absoluteDir().filePath(place);
}

QString SeasonFileText::display(const QString &place)
{
    if (!DbLocation::looksLikeServer(place))
        return place;
    const DbLocation server = DbLocation::parse(place);
    if (server.isValid())
        return server.display();
    // Not well formed: shown without anything between "//" and "@".
    QString shown = place;
    const qsizetype start = shown.indexOf(QStringLiteral("//"));
    const qsizetype at = shown.indexOf(QLatin1Char('@'));
    if (start >= 0 && at > start)
        shown.remove(start + 2, at - start - 1);
    return shown;
}

} // namespace ctd
