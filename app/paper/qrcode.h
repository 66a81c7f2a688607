#pragma once

#include <QImage>
#include <QString>

namespace ctd {

/// A QR code of `text`, made by libqrencode (error correction M, so that a
/// smudged printout or a projector still reads): black modules on white with
/// the quiet zone of four modules the standard asks for, `module` pixels each.
/// A null image if the text does not fit a QR code.
QImage qrCode(const QString &text, int module = 8);

} // namespace ctd
