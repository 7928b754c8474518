// `import SwiftUI` on platforms without Apple's SwiftUI: this module re-exports Kinema, so
// SwiftUI source files compile unchanged, names written qualified (`SwiftUI.Color`,
// `SwiftUI.Animation`) included. A package adds it for Linux only:
//
//     .product(name: "SwiftUI", package: "Kinema", condition: .when(platforms: [.linux]))
//
// On Apple's platforms the condition leaves Apple's SwiftUI in place.
@_exported import Kinema
// Apple's SwiftUI re-exports Observation, so `@Observable` needs no import of its own.
@_exported import Observation
