#include "qrcode.h"

#include <qrencode.h>

#include <memory>

namespace ctd {

QImage qrCode(const QString &text, int module)
{
    const QByteArray bytes = text.toUtf8();
    std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString8bit(bytes.constData(), 0, QR_ECLEVEL_M), &QRcode_free);
    if (!code || module < 1)
        return {};
    const int quiet = 4;
    const int side = code->width + 2 * quiet;
    QImage image(side * module, side * module, QImage::Format_Mono);
    image.setColor(0, qRgb(255, 255, 255));
    image.setColor(1, qRgb(0, 0, 0));
    image.fill(0);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            // Bit 0 of each byte: the module is dark.
            if (!(code->data[y * code->width + x] & 1))
                continue;
            for (int dy = 0; dy < module; ++dy)
                for (int dx = 0; dx < module; ++dx)
                    image.setPixel((x + quiet) * module + dx, (y + quiet) * module + dy, 1);
        }
    }
    return image;
}

} // namespace ctd
