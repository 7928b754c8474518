import Foundation
import Kinema
import Testing

// Image sizes read from file headers, on bytes written by hand from the formats' specifications:
// PNG (ISO/IEC 15948: signature, then an IHDR chunk whose data starts with the width and height as
// big-endian 32-bit integers), JPEG (ITU T.81: FF D8, segments FF xx + big-endian length, the
// frame header SOFn holding precision, height, width) and SVG (the root element's width, height
// and viewBox, CSS absolute units: 1in = 96px = 72pt).

/// Bytes of a PNG whose IHDR says `width` × `height` (no image data: the reader needs none).
func handmadePNG(width: UInt32, height: UInt32, chunkType: String = "IHDR") -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array(chunkType.utf8)
    for value in [width, height] {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]   // bit depth, colour type, methods, a CRC placeholder
    return Data(bytes)
}

/// Bytes of a JPEG with an APP0 segment, then a baseline frame header of `width` × `height`.
func handmadeJPEG(width: UInt16, height: UInt16, frameMarker: UInt8 = 0xC0) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]
    bytes += Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, frameMarker, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
    bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    bytes += [0xFF, 0xD9]
    return Data(bytes)
}

@Suite("Image headers")
struct ImageHeaderTests {
    @Test(arguments: [(1, 1), (640, 480), (3, 70_000), (0x7FFF_FFFF, 2)] as [(UInt32, UInt32)])
    func aPNGsSizeIsItsIHDRWidthAndHeight(width: UInt32, height: UInt32) {
        let size = ImageHeader.pixelSize(ofPNG: handmadePNG(width: width, height: height))
        #expect(size == CGSize(width: CGFloat(width), height: CGFloat(height)))
        #expect(ImageHeader.format(of: handmadePNG(width: width, height: height)) == .png)
    }

    @Test func aPNGWithoutAReadableIHDRHasNoSize() {
        let good = handmadePNG(width: 10, height: 20)
        #expect(ImageHeader.pixelSize(ofPNG: good.prefix(23)) == nil)   // cut inside the height
        #expect(ImageHeader.pixelSize(ofPNG: handmadePNG(width: 10, height: 20, chunkType: "IDAT")) == nil)
        #expect(ImageHeader.pixelSize(ofPNG: handmadePNG(width: 0, height: 20)) == nil)   // forbidden by the spec
        var wrongSignature = good
        wrongSignature[1] = 0x51
        #expect(ImageHeader.pixelSize(ofPNG: wrongSignature) == nil)
        #expect(ImageHeader.pixelSize(ofPNG: Data()) == nil)
    }

    @Test(arguments: [UInt8(0xC0), 0xC1, 0xC2])
    func aJPEGsSizeIsItsFrameHeaders(marker: UInt8) {
        let jpeg = handmadeJPEG(width: 1920, height: 1080, frameMarker: marker)
        #expect(ImageHeader.pixelSize(ofJPEG: jpeg) == CGSize(width: 1920, height: 1080))
        #expect(ImageHeader.format(of: jpeg) == .jpeg)
    }

    @Test func aJPEGWithoutAFrameHeaderHasNoSize() {
        // A Huffman table (C4) is not a frame header, and the file ends before one.
        #expect(ImageHeader.pixelSize(ofJPEG: handmadeJPEG(width: 10, height: 10, frameMarker: 0xC4)) == nil)
        #expect(ImageHeader.pixelSize(ofJPEG: handmadeJPEG(width: 10, height: 10).prefix(22)) == nil)
        #expect(ImageHeader.pixelSize(ofJPEG: Data([0xFF, 0xD8, 0xFF])) == nil)
        // A segment claiming to be longer than the file ends the walk.
        #expect(ImageHeader.pixelSize(ofJPEG: Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0x00])) == nil)
    }

    @Test(arguments: [
        (#"<svg width="64" height="32"/>"#, CGSize(width: 64, height: 32)),
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="10px" height='20px'></svg>"#, CGSize(width: 10, height: 20)),
        (#"<svg width="72pt" height="1in"/>"#, CGSize(width: 96, height: 96)),
        (#"<svg width="2.54cm" height="25.4mm"/>"#, CGSize(width: 96, height: 96)),
        (#"<svg viewBox="0 0 24 12"/>"#, CGSize(width: 24, height: 12)),
        (#"<svg viewBox="-5,-5,40,10" width="80"/>"#, CGSize(width: 80, height: 20)),      // height from the ratio
        (#"<svg height="30" viewBox="0 0 40 10"/>"#, CGSize(width: 120, height: 30)),
        (#"<svg width="100%" height="100%" viewBox="0 0 50 25"/>"#, CGSize(width: 50, height: 25)),
        ("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- art -->\n<!DOCTYPE svg>\n<svg stroke-width=\"3\" width=\"5\" height=\"6\">", CGSize(width: 5, height: 6)),
    ])
    func anSVGsSizeComesFromItsRootElement(text: String, size: CGSize) {
        #expect(ImageHeader.size(ofSVG: text) == size)
        #expect(ImageHeader.format(of: Data(text.utf8)) == .svg)
    }

    @Test func anSVGThatSaysNoSizeHasNone() {
        #expect(ImageHeader.size(ofSVG: "<svg><rect/></svg>") == nil)
        #expect(ImageHeader.size(ofSVG: #"<svg width="2em" height="-3"/>"#) == nil)
        #expect(ImageHeader.size(ofSVG: #"<svg viewBox="0 0 0 10"/>"#) == nil)
        #expect(ImageHeader.size(ofSVG: "<html><svg width=\"1\" height=\"1\"/></html>") == nil)   // not the root
        #expect(ImageHeader.size(ofSVG: "<svgx width=\"1\" height=\"1\"/>") == nil)
    }

    @Test func otherBytesHaveNoFormat() {
        #expect(ImageHeader.format(of: Data("GIF89a".utf8)) == nil)
        #expect(ImageHeader.format(of: Data("<html></html>".utf8)) == nil)
        #expect(ImageHeader.format(of: Data()) == nil)
        #expect(ImageHeader.format(of: Data([0xFF, 0xFE, 0x00])) == nil)
    }
}
