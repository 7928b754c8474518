/// Reads and rewrites the frame delays of a GIF file in place, without decoding its images.
///
/// ```swift
/// var bytes = [UInt8](try Data(contentsOf: url))
/// try GIFDelays.rewrite(&bytes, to: GIFTiming(frameCount: 90, framesPerSecond: 60).delays)
/// try GIFDelays.read(bytes)   // [2, 2, 2, …]
/// ```
///
/// A GIF (GIF89a specification, sections 17–27) is a header, a logical screen descriptor with an
/// optional global colour table, then blocks: extensions (`0x21`, a label and data sub-blocks),
/// images (`0x2C`, a descriptor, an optional local colour table and LZW data sub-blocks) and the
/// trailer (`0x3B`). Each image's delay is in the graphic control extension (label `0xF9`) before
/// it, as a little-endian count of hundredths of a second.
enum GIFDelays {
    /// A file that is not a GIF this reader can walk.
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// The delay of every image, in order (an image without a graphic control extension counts 0).
    static func read(_ bytes: [UInt8]) throws -> [Int] {
        var delays: [Int] = []
        try walk(bytes) { delayOffset in
            delays.append(delayOffset.map { Int(bytes[$0]) | Int(bytes[$0 + 1]) << 8 } ?? 0)
        }
        return delays
    }

    /// Sets image *k*'s delay to `delays[k]` hundredths of a second (clamped to 0…65535).
    ///
    /// - Throws: ``FormatError`` when the bytes are not a well-formed GIF, or when the number of
    ///   images, or of images with a graphic control extension, is not `delays.count`.
    static func rewrite(_ bytes: inout [UInt8], to delays: [Int]) throws {
        var offsets: [Int] = []
        var images = 0
        try walk(bytes) { delayOffset in
            images += 1
            if let delayOffset { offsets.append(delayOffset) }
        }
        guard images == delays.count, offsets.count == delays.count else {
            throw FormatError(description: "the GIF has \(images) images (\(offsets.count) with a delay), not \(delays.count)")
        }
        for (offset, delay) in zip(offsets, delays) {
            let clamped = UInt16(min(max(delay, 0), Int(UInt16.max)))
            bytes[offset] = UInt8(clamped & 0xFF)
            bytes[offset + 1] = UInt8(clamped >> 8)
        }
    }

    /// Calls `image` for every image in order, with the offset of the delay in the graphic control
    /// extension that precedes it (`nil` when there is none).
    private static func walk(_ bytes: [UInt8], image: (Int?) -> Void) throws {
        var position = 0
        func need(_ count: Int) throws {
            guard position + count <= bytes.count else {
                throw FormatError(description: "the GIF is cut short at byte \(position)")
            }
        }
        func skipSubBlocks() throws {
            while true {
                try need(1)
                let length = Int(bytes[position])
                position += 1
                if length == 0 { return }
                try need(length)
                position += length
            }
        }
        func skipColourTable(flags: UInt8) throws {
            guard flags & 0x80 != 0 else { return }
            let length = 3 << (Int(flags & 0x07) + 1)
            try need(length)
            position += length
        }

        try need(13)
        guard bytes[0..<3].elementsEqual(Array("GIF".utf8)) else { throw FormatError(description: "not a GIF") }
        position = 13
        try skipColourTable(flags: bytes[10])
        var pendingDelay: Int?
        while true {
            try need(1)
            let introducer = bytes[position]
            position += 1
            switch introducer {
            case 0x21:
                try need(1)
                let label = bytes[position]
                position += 1
                if label == 0xF9 {
                    try need(5)
                    guard bytes[position] == 4 else { throw FormatError(description: "a graphic control extension is not 4 bytes") }
                    pendingDelay = position + 2
                }
                try skipSubBlocks()
            case 0x2C:
                try need(9)
                let flags = bytes[position + 8]
                position += 9
                try skipColourTable(flags: flags)
                try need(1)
                position += 1  // LZW minimum code size
                try skipSubBlocks()
                image(pendingDelay)
                pendingDelay = nil
            case 0x3B:
                return
            default:
                throw FormatError(description: "unexpected byte 0x\(String(introducer, radix: 16)) at \(position - 1)")
            }
        }
    }
}
