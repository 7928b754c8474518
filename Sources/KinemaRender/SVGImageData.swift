import Foundation
import KinemaDisplay

/// Turns image bytes into a `data:` URI an SVG `<image>` can show.
enum SVGImageData {
    /// A `data:` URI for PNG, JPEG or SVG bytes, or `nil` for anything else.
    ///
    /// The format is read from the file's signature, not trusted from a name: browsers show a
    /// data URI whose media type disagrees with its bytes as a broken image.
    static func dataURI(for data: Data) -> String? {
        guard let format = ImageHeader.format(of: data) else { return nil }
        return dataURI(for: data, format: format)
    }

    /// A `data:` URI for bytes of a known format.
    static func dataURI(for data: Data, format: ImageRegistry.Format) -> String {
        "data:\(format.mediaType);base64,\(data.base64EncodedString())"
    }

    /// The natural size in points of bytes of a known format (a pixel per point), or `nil` when
    /// their header does not say.
    static func size(of data: Data, format: ImageRegistry.Format) -> CGSize? {
        switch format {
        case .png: ImageHeader.pixelSize(ofPNG: data)
        case .jpeg: ImageHeader.pixelSize(ofJPEG: data)
        case .svg: String(data: data, encoding: .utf8).flatMap(ImageHeader.size(ofSVG:))
        }
    }
}
