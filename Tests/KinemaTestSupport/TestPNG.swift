import Foundation

/// Complete, valid PNG files built by hand for image tests: the signature, an `IHDR`, one `IDAT`
/// of zlib data in stored (uncompressed) deflate blocks, and an `IEND`, each chunk with its CRC-32
/// (PNG specification, sections 5 and 10; RFC 1950 and 1951). 8-bit RGBA, not premultiplied.
public enum TestPNG {
    /// A `width` × `height` picture, one RGBA colour per pixel, row by row.
    public static func data(width: Int, height: Int, pixels: [[UInt8]]) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        // Each row: filter type 0, then the pixels.
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += pixels[y * width + x] }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(raw.count - offset, 65_535)
            let final: UInt8 = offset + length == raw.count ? 1 : 0
            zlib += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
        return Data(png)
    }

    /// A `width` × `height` picture all of one RGBA colour.
    public static func data(width: Int, height: Int, rgba: [UInt8] = [255, 0, 0, 255]) -> Data {
        data(width: width, height: height, pixels: Array(repeating: rgba, count: width * height))
    }
}
