import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document (an SVG frame, say), built with Foundation's `XMLParser`,
/// which fails on any document that is not well-formed.
public final class XMLTree {
    /// The element's name.
    public let name: String
    /// The element's attributes.
    public let attributes: [String: String]
    /// The child elements, in document order.
    public internal(set) var children: [XMLTree] = []
    /// The text directly inside the element.
    public internal(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The value of an attribute.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// Every descendant element named `name`, in document order.
    public func all(named name: String) -> [XMLTree] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.all(named: name) }
    }

    /// Why a document did not parse.
    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Parses `document`; throws when it is not well-formed XML.
    public static func parse(_ document: String) throws -> XMLTree {
        let builder = Builder()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "Not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root")\n\(document)")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = XMLTree(name: elementName, attributes: attributeDict)
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
