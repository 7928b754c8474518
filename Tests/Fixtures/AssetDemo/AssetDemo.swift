import Foundation
import SwiftUI

// A view as an app with an asset catalogue writes it: colours and images by generated symbol and
// by name. The values are public so that `AssetCatalogFixtureTests` can read what the plugin made.

public struct BadgeView: View {
    public init() {}

    public var body: some View {
        HStack {
            Image(.logo)
            Text("Kinema")
                .foregroundStyle(.brand)
            Image("Star")
        }
        .padding()
        .background(Color(.Theme.background))
        .tint(Color.accent)
    }
}

/// What the generated symbols resolve to.
public enum AssetDemoValues {
    public static var brand: Color { Color(.brand) }
    public static var brandByName: Color { Color("BrandColor", bundle: .module) }
    public static var brandFromMainBundle: Color { Color("BrandColor") }
    public static var accent: Color { .accent }
    public static var accentStyle: some ShapeStyle { .accent }
    public static var themeBackground: Color { Color(.Theme.background) }
    public static var linkTint: Color { Color(.linkTint) }
    public static var linkTintUIColor: UIColor { .linkTint }
    public static var logo: Image { Image(.logo) }
    public static var star: Image { Image(.star) }
    public static var glyph: Image { Image(.glyph) }
    public static var boltRing: Image { Image(.boltRing) }
    /// The target's resource bundle, for lookups by name.
    public static var bundle: Bundle { .module }
}
