#pragma once
// Finding a widget of the window under test. A missing one fails the test
// with a message naming it, instead of crashing on a null pointer.

#include <QObject>
#include <QString>
#include <QTest>

#include <memory>
#include <type_traits>

namespace ctd::test {

/// The child of `parent` of type T (named `name`, if one is given). When
/// there is none, the running test fails with a message saying what was
/// looked for, and a stand-in that belongs to no window is returned (and
/// never freed), so that the test ends on that failure, not on a crash. A
/// type without a default constructor has no stand-in: the caller gets null
/// and checks it with QVERIFY.
template <typename T>
T *child(const QObject *parent, const QString &name = QString(),
         const char *file = __builtin_FILE(), int line = __builtin_LINE())
{
    T *found = parent ? parent->findChild<T *>(name) : nullptr;
    if (found)
        return found;
    const QString what =
        QStringLiteral("no %1%2 in %3")
            .arg(QLatin1String(T::staticMetaObject.className()),
                 name.isEmpty() ? QString() : QStringLiteral(" named \"%1\"").arg(name),
                 parent ? QLatin1String(parent->metaObject()->className())
                        : QLatin1String("a window that is not there"));
    QTest::qFail(qPrintable(what), file, line);
    if constexpr (std::is_default_constructible_v<T>)
        return new T;
    else
        return nullptr;
}

template <typename T, typename W>
T *child(const std::unique_ptr<W> &parent, const QString &name = QString(),
         const char *file = __builtin_FILE(), int line = __builtin_LINE())
{
    return child<T>(parent.get(), name, file, line);
}

} // namespace ctd::test
