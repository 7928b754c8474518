import Foundation
import Kinema
import Testing

/// Accepts any style, as `fill(_:)`, `foregroundStyle(_:)` and `background(_:)` do, and reports
/// what it resolves to.
private func paint<S: ShapeStyle>(_ style: S) -> ResolvedPaint { ResolvedPaint(style) }

@Suite("ShapeStyle")
struct ShapeStyleTests {
    // MARK: Spellings from SwiftUI code, compiled here unchanged.

    @Test func paletteColoursAreColourStyles() {
        #expect(paint(.red) == .color(.red))
        #expect(paint(.clear) == .color(.clear))
        #expect(paint(Color(red: 0.2, green: 0.4, blue: 0.6)) == .color(Color(red: 0.2, green: 0.4, blue: 0.6)))
    }

    @Test func primaryAndSecondaryAreHierarchicalAsStylesAndColoursAsColours() {
        // `.secondary` as a style is the foreground's second level (SwiftUI: HierarchicalShapeStyle);
        // `Color.secondary` stays the secondary label colour.
        #expect(paint(.primary) == .foreground(level: 0, opacity: 1))
        #expect(paint(.secondary) == .foreground(level: 1, opacity: 1))
        #expect(paint(.tertiary) == .foreground(level: 2, opacity: 1))
        #expect(paint(.quaternary) == .foreground(level: 3, opacity: 1))
        #expect(paint(.quinary) == .foreground(level: 4, opacity: 1))
        #expect(paint(Color.secondary) == .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)))
        let color: Color = .secondary
        #expect(color == Color.secondary)
        #expect(HierarchicalShapeStyle.secondary == HierarchicalShapeStyle.secondary)
    }

    @Test(arguments: [false, true])
    func aTernaryOfPaletteAndPrimaryStaysAColour(highlighted: Bool) {
        // As in PhaseAnimator examples: `.foregroundStyle(highlighted ? .red : .primary)`.
        let resolved = paint(highlighted ? .red : .primary)
        #expect(resolved == .color(highlighted ? .red : .black))
    }

    @Test func gradientSpellingsCompileAndResolve() {
        let linear: some ShapeStyle = .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(ResolvedPaint(linear) == .linearGradient(
            stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom))

        let typed = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(paint(typed) == .linearGradient(
            stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
            startPoint: .leading, endPoint: .trailing))
        _ = LinearGradient(gradient: Gradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom)
        _ = paint(.linearGradient(Gradient(colors: [.mint, .teal]), startPoint: .leading, endPoint: .trailing))
        _ = paint(.linearGradient(stops: [.init(color: .red, location: 0.3)], startPoint: .top, endPoint: .bottom))
        _ = paint(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))

        _ = paint(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
        _ = paint(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 5, endRadius: 50))
        _ = paint(.radialGradient(Color.orange.gradient, endRadius: 100))

        _ = paint(EllipticalGradient(colors: [.red, .yellow]))
        _ = paint(.ellipticalGradient(colors: [.white, .gray], center: .top))
        _ = paint(.ellipticalGradient(Color.red.gradient))

        _ = paint(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
        _ = paint(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
        _ = paint(AngularGradient(
            gradient: Gradient(colors: [.blue, .cyan]), center: .center, startAngle: .zero, endAngle: .degrees(270)))
        _ = paint(.angularGradient(colors: [.green, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))
        _ = paint(.conicGradient(colors: [.red, .green, .red], center: .center))
        _ = paint(.conicGradient(Color.purple.gradient, angle: .degrees(-90)))

        _ = paint(Color.blue.gradient)
        _ = paint(Gradient(colors: [.red, .blue]))
    }

    @Test func semanticStylesResolveToTheirContext() {
        #expect(paint(.foreground) == .foreground(level: 0, opacity: 1))
        #expect(paint(.tint) == .tint(opacity: 1))
        #expect(paint(.background) == .color(.white))
        #expect(paint(ForegroundStyle()) == paint(.foreground))
        #expect(paint(TintShapeStyle()) == paint(.tint))
        #expect(paint(BackgroundStyle()) == paint(.background))
    }

    @Test(arguments: [true, false])
    func anyShapeStyleErasesEitherBranch(choice: Bool) {
        let erased = choice ? AnyShapeStyle(.blue) : AnyShapeStyle(LinearGradient(
            colors: [.gray, .black], startPoint: .top, endPoint: .bottom))
        #expect(paint(erased) == (choice ? .color(.blue) : .linearGradient(
            stops: Gradient(colors: [.gray, .black]).stops, startPoint: .top, endPoint: .bottom)))
    }

    @Test func anyShapeStyleKeepsWhatTheStyleDraws() {
        #expect(paint(AnyShapeStyle(Color.red)) == .color(.red))
        #expect(paint(AnyShapeStyle(.tint)) == .tint(opacity: 1))
        #expect(paint(AnyShapeStyle(AnyShapeStyle(.secondary))) == .foreground(level: 1, opacity: 1))
        #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
    }

    @Test func materialsAreTranslucentNearWhiteThickerAsNamed() {
        let opacities = [
            paint(.ultraThinMaterial), paint(.thinMaterial), paint(.regularMaterial),
            paint(.thickMaterial), paint(.ultraThickMaterial),
        ].map { paint -> Double in
            guard case .color(let color) = paint else { return -1 }
            #expect(color.red == 0.97 && color.green == 0.97 && color.blue == 0.97)
            return color.opacity
        }
        #expect(opacities == opacities.sorted())
        #expect(Set(opacities).count == 5)
        #expect(opacities.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(paint(Material.regular) == paint(.regularMaterial))
        #expect(paint(Material.bar) == paint(.bar))
    }

    // MARK: Modifiers

    @Test func opacityMultipliesWhatTheStyleDraws() {
        #expect(paint(Color.red.opacity(0.5)) == .color(Color.red.opacity(0.5)))
        #expect(paint(.tint.opacity(0.25)) == .tint(opacity: 0.25))
        #expect(paint(.secondary.opacity(0.5)) == .foreground(level: 1, opacity: 0.5))
        let faded = paint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
        #expect(faded == .linearGradient(
            stops: [.init(color: Color.red.opacity(0.5), location: 0), .init(color: Color.blue.opacity(0.5), location: 1)],
            startPoint: .top, endPoint: .bottom))
        #expect(paint(Color.red.opacity(2)) == .color(.red))
        #expect(paint(TintShapeStyle().opacity(.nan)) == .tint(opacity: 0))
    }

    @Test func levelsOfAStyleWithoutLevelsFadeToTheLabelOpacities() {
        // Apple's light-mode label colours: secondary 60 %, tertiary 30 %, quaternary 18 %.
        #expect(paint(Color.blue.secondary) == .color(Color.blue.opacity(0.6)))
        #expect(paint(Color.blue.tertiary) == .color(Color.blue.opacity(0.3)))
        #expect(paint(Color.blue.quaternary) == .color(Color.blue.opacity(0.18)))
        #expect(paint(Color.blue.quinary) == .color(Color.blue.opacity(0.1)))
        #expect(paint(TintShapeStyle().secondary) == .tint(opacity: 0.6))
    }

    @Test func levelsOfTheForegroundMoveDownItsLevels() {
        #expect(paint(ForegroundStyle().secondary) == .foreground(level: 1, opacity: 1))
        #expect(paint(HierarchicalShapeStyle.secondary.tertiary) == .foreground(level: 3, opacity: 1))
        #expect(paint(HierarchicalShapeStyle.quaternary.quaternary) == .foreground(level: 4, opacity: 1))
    }

    @Test func aStyleOfYourOwnDrawsAsTheForeground() {
        struct Plain: ShapeStyle {}
        #expect(paint(Plain()) == .foreground(level: 0, opacity: 1))
        #expect(paint(Plain().opacity(0.5)) == .foreground(level: 0, opacity: 0.5))
    }

    @Test func stylesAreSendableAndHashable() {
        func check<T: ShapeStyle & Hashable>(_: T.Type) {}
        check(Color.self)
        check(Gradient.self)
        check(AnyGradient.self)
        check(LinearGradient.self)
        check(RadialGradient.self)
        check(EllipticalGradient.self)
        check(AngularGradient.self)
        check(HierarchicalShapeStyle.self)
        check(ForegroundStyle.self)
        check(TintShapeStyle.self)
        check(BackgroundStyle.self)
        check(Material.self)
        check(AnyShapeStyle.self)
    }
}

@Suite("ShapeStyle in view modifiers")
@MainActor
struct ShapeStyleModifierCompileTests {
    @Test func foregroundStyleTakesEveryKindOfStyle() {
        // Compile checks: each spelling is SwiftUI's, unchanged.
        _ = Text("Updated").foregroundStyle(.secondary)
        _ = Text("Sale").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
        _ = Text("Tint").foregroundStyle(.tint)
        _ = Circle().foregroundStyle(Color.blue.gradient)
        _ = Circle().foregroundStyle(AngularGradient(colors: [.red, .blue, .red], center: .center))
        _ = Text("Glass").foregroundStyle(.ultraThinMaterial)
        _ = Text("Any").foregroundStyle(AnyShapeStyle(.quaternary))
    }

    @Test func fillsStrokesAndBackgroundsTakeEveryKindOfStyle() {
        // Compile checks: SwiftUI's spellings, unchanged.
        _ = Circle().fill(.red)
        _ = Circle().fill()
        _ = Circle().fill(.secondary)
        _ = Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        _ = Rectangle().fill(.blue.gradient)
        _ = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        _ = Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
        _ = Circle().fill(AngularGradient(colors: [.red, .yellow, .red], center: .center))
        _ = Circle().stroke(.tint, lineWidth: 4)
        _ = Circle().stroke(AngularGradient(gradient: Gradient(colors: [.blue, .cyan]), center: .center), lineWidth: 8)
        _ = Circle().strokeBorder(.conicGradient(colors: [.red, .blue, .red], center: .center), lineWidth: 6)
        _ = Text("Glass").padding().background(.ultraThinMaterial)
        _ = Text("Card").background(.background, in: RoundedRectangle(cornerRadius: 12))
        _ = Text("Tinted").background(.tint.opacity(0.2))
        _ = Rectangle().fill(.foreground)
    }
}
