import Foundation
import Kinema

// Helpers for the text tests: the layout a text resolves to, with the default environment.

extension Text {
    /// The layout this text draws with when nothing in the environment styles it.
    var layout: DisplayList.TextLayout {
        resolve(in: TextEnvironment())
    }

    /// The resolved font of the first run.
    var firstFont: DisplayList.ResolvedFont? {
        layout.runs.first?.font
    }
}

