import Foundation

/// Turns registered image bytes into a `data:` URI an SVG `<image>` can show.
enum SVGImageData {
    /// A `data:` URI for PNG or JPEG bytes, or `nil` for anything else.
    ///
    /// The format is read from the file's signature, not trusted from a name: browsers show a
    /// data URI whose media type disagrees with its bytes as a broken image.
    static func dataURI(for data: Data) -> String? {
        guard let mediaType = mediaType(of: data) else { return nil }
        return "data:\(mediaType);base64,\(data.base64EncodedString())"
    }

    /// `image/png` or `image/jpeg` from the first bytes, or `nil`.
    static func mediaType(of data: Data) -> String? {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        if data.starts(with: png) { return "image/png" }
        if data.starts(with: jpeg) { return "image/jpeg" }
        return nil
    }
}
