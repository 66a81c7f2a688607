#include "boardfile.h"

#include "csv.h"

namespace ctd {

QByteArray boardCsv(const board::Board &b)
{
    CsvWriter out;
    out.addRow({QStringLiteral("kind"), QStringLiteral("place"), QStringLiteral("q"),
                QStringLiteral("r"), QStringLiteral("resource"), QStringLiteral("number"),
                QStringLiteral("pips")});
    for (int i = 0; i < board::HexCount; ++i) {
        const board::Axial a = board::hexPlace(i);
        const int n = b.numbers[i];
        out.addRow({QStringLiteral("hex"), QString::number(i + 1), QString::number(a.q),
                    QString::number(a.r), board::hexWord(b.resources[i]),
                    n == 0 ? QString() : QString::number(n),
                    n == 0 ? QString() : QString::number(board::pips(n))});
    }
    for (int i = 0; i < board::HarbourCount; ++i)
        out.addRow({QStringLiteral("harbour"), QString::number(i + 1), QString(), QString(),
                    board::harbourWord(b.harbours[i]), QString(), QString()});
    const auto pips = b.resourcePips();
    for (int r = 0; r < board::ResourceCount; ++r)
        out.addRow({QStringLiteral("pips"), QString(), QString(), QString(),
                    board::hexWord(static_cast<board::Resource>(r)), QString(),
                    QString::number(pips[static_cast<std::size_t>(r)])});
    return out.bytes();
}

} // namespace ctd
