import Foundation
import Kinema
import Testing

// `ColorPicker`, drawn as on iOS: the label at the leading edge and, at the trailing edge, a
// 28-point colour well — a ring of the hue circle around the selected colour. There is no colour
// sheet: the binding changes only when code changes it, and the well follows.

/// A settings row an app writes.
private struct BrandColorRow: View {
    @State private var brand = Color.orange

    var body: some View {
        VStack {
            ColorPicker("Brand colour", selection: $brand, supportsOpacity: false)
            Button("Use blue") { brand = .blue }
        }
    }
}

@MainActor
@Suite("ColorPicker")
struct ColorPickerTests {
    /// The well's items: those drawn in a 28-point square and inside it.
    private static func well<V: View>(_ host: ViewHost<V>) -> (ring: DisplayList.Item, colour: DisplayList.Item)? {
        let items = host.displayList.items
        guard let ring = items.first(where: { $0.frame.width == 28 && $0.frame.height == 28 }),
              let colour = items.last(where: {
                  if case .shape(.circle, _) = $0.content { ring.frame.contains($0.frame) } else { false }
              })
        else { return nil }
        return (ring, colour)
    }

    @Test func theLabelLeadsAndTheWellTrails() throws {
        let host = ViewHost(ColorPicker("Background", selection: .constant(Color.orange)))
        let label = try #require(Fidelity.item(host, text: "Background"))
        let (ring, colour) = try #require(Self.well(host))
        #expect(label.frame.minX == 0)
        #expect(ring.frame == CGRect(x: 372, y: 186, width: 28, height: 28), "28 points at the trailing edge, centred")
        #expect(abs(label.frame.midY - ring.frame.midY) < 1e-9, "one row")
        // The selected colour fills a circle in the middle of the ring.
        #expect(colour.content == .shape(.circle, fill: .orange))
        #expect(colour.frame.width < 28 && colour.frame.width == colour.frame.height)
        #expect(abs(colour.frame.midX - ring.frame.midX) < 1e-9 && abs(colour.frame.midY - ring.frame.midY) < 1e-9)
    }

    @Test func theRingIsTheHueCircle() throws {
        let host = ViewHost(ColorPicker("Background", selection: .constant(Color.orange)))
        let (ring, _) = try #require(Self.well(host))
        guard case .path(_, .gradientStroke) = ring.content else {
            Issue.record("the ring is a stroke painted with a gradient, not \(ring.content)")
            return
        }
    }

    @Test func theWellFollowsTheSelection() throws {
        let host = ViewHost(BrandColorRow())
        #expect(try #require(Self.well(host)).colour.content == .shape(.circle, fill: .orange))
        Fidelity.tap(host, text: "Use blue")
        #expect(try #require(Self.well(host)).colour.content == .shape(.circle, fill: .blue))
    }

    @Test func aTranslucentSelectionIsShownWithItsOpacity() throws {
        let tint = Color.purple.opacity(0.5)
        let host = ViewHost(ColorPicker("Tint", selection: .constant(tint)))
        #expect(try #require(Self.well(host)).colour.content == .shape(.circle, fill: tint))
    }

    @Test func hiddenLabelsLeaveTheWell() throws {
        let host = ViewHost(ColorPicker("Background", selection: .constant(Color.green)).labelsHidden())
        #expect(Fidelity.texts(host).isEmpty)
        let (ring, colour) = try #require(Self.well(host))
        #expect(ring.frame == CGRect(x: 186, y: 186, width: 28, height: 28), "the well alone, centred in the host")
        #expect(colour.content == .shape(.circle, fill: .green))
    }

    @Test func aLabelView() throws {
        let name = "Accent"
        let host = ViewHost(VStack {
            ColorPicker(selection: .constant(Color.red)) { Label("Tint", systemImage: "paintpalette") }
            ColorPicker(name, selection: .constant(Color.red))
        })
        let texts = Fidelity.texts(host)
        #expect(texts == ["Tint", "Accent"])
        let rings = host.displayList.items.filter { $0.frame.width == 28 && $0.frame.height == 28 }
        #expect(rings.count == 2)
        #expect(rings.allSatisfy { $0.frame.maxX == 400 })
    }
}
