import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import Testing

// Self-contained SVG images are nested in the frame as `<svg>` (librsvg then draws them as
// vectors at any scale); anything that could clash with or reach outside the frame stays an
// `<image>` of a data URI.
@MainActor
@Suite("SVG images nested inline")
struct SVGInlineImageTests {
    static let simple = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#ff0000"/></svg>"##

    @Test func aSelfContainedDrawingIsNested() throws {
        let image = try #require(SVGInlineImage(Self.simple))
        #expect(image.viewBox == "0 0 40 20")
        #expect(image.body == ##"<rect width="40" height="20" fill="#ff0000"/>"##)
        let boxed = try #require(SVGInlineImage(##"<?xml version="1.0"?> <svg viewBox="0 0 10 5"><g><circle r="1"/></g></svg>"##))
        #expect(boxed.viewBox == "0 0 10 5")
    }

    @Test(arguments: [
        ##"<svg width="4" height="4"><rect id="a" width="4" height="4"/></svg>"##,                     // an id
        ##"<svg width="4" height="4"><use href="#a"/></svg>"##,                                      // a link
        ##"<svg width="4" height="4"><style>rect{fill:red}</style></svg>"##,                         // a style sheet
        ##"<svg width="4" height="4"><script>alert(1)</script></svg>"##,                             // a script
        ##"<svg width="4" height="4"><!-- note --><rect/></svg>"##,                                  // a comment
        ##"<svg width="4" height="4"><g><rect/></svg>"##,                                            // unbalanced
        ##"<svg width="4" height="4"><text>&nbsp;</text></svg>"##,                                   // an unknown entity
        ##"<svg width="4" height="4" fill="red"><rect/></svg>"##,                                    // a root style
        ##"<svg><rect/></svg>"##,                                                                    // no size
        ##"<svg width="4em" height="4"><rect/></svg>"##,                                             // not a plain number
        ##"<svg viewBox="0 0 0 4"><rect/></svg>"##,                                                  // an empty box
        ##"<svg width="4" height="4"/>"##,                                                           // no content element
        ##"<svg width="4" height="4"><rect/></svg><svg/>"##,                                         // trailing content
        "",
    ])
    func anythingElseStaysAnImage(_ text: String) {
        #expect(SVGInlineImage(text) == nil)
    }

    /// What an image's bytes give (its data URI, its nested drawing) is kept between documents,
    /// keyed by the bytes: registering new bytes under the same name draws the new ones.
    @Test func newBytesUnderAnOldNameDrawTheNewDrawing() throws {
        let name = "svg-inline-\(UUID().uuidString)"
        defer { ImageRegistry.unregister(named: name) }
        let item = DisplayList.Item(
            content: .image(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 40, height: 20))),
            frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        func nestedChildren() throws -> [String] {
            let svg = SVGRenderer().render(DisplayList(items: [item]), size: CGSize(width: 40, height: 20), background: nil)
            let nested = try #require(try XMLTree.parse(svg).children.first { $0.name == "g" }?.children.first)
            return nested.children.map(\.name)
        }
        ImageRegistry.register(svg: Self.simple, named: name)
        #expect(try nestedChildren() == ["rect"])
        #expect(try nestedChildren() == ["rect"], "the second document, from the kept derivation, is the same")
        ImageRegistry.register(svg: ##"<svg width="40" height="20"><circle r="5"/><circle r="2"/></svg>"##, named: name)
        #expect(try nestedChildren() == ["circle", "circle"])
    }

    @Test func theRendererNestsRegisteredAndHandedDrawings() throws {
        let name = "svg-inline-\(UUID().uuidString)"
        ImageRegistry.register(svg: Self.simple, named: name)
        defer { ImageRegistry.unregister(named: name) }
        for images in [[:], [name: Data(Self.simple.utf8)]] {
            let item = DisplayList.Item(
                content: .image(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 40, height: 20))),
                frame: CGRect(x: 10, y: 20, width: 80, height: 40))
            let svg = SVGRenderer().render(DisplayList(items: [item]), size: CGSize(width: 100, height: 100), background: nil, images: images)
            let root = try XMLTree.parse(svg)
            let nested = try #require(root.children.first { $0.name == "g" }?.children.first)
            #expect(nested.name == "svg")
            #expect(nested["x"] == "10" && nested["y"] == "20" && nested["width"] == "80" && nested["height"] == "40")
            #expect(nested["viewBox"] == "0 0 40 20" && nested["preserveAspectRatio"] == "none")
            #expect(nested.children.map(\.name) == ["rect"])
            #expect(root.all(named: "image").isEmpty)
        }
    }
}
