// `import Combine` on platforms without Apple's Combine: this module re-exports the Combine
// vocabulary Kinema carries (publishers, subjects, `ObservableObject`, `@Published`, schedulers,
// `AnyCancellable`), whose timers run on a `ViewHost`'s virtual clock. A package adds it for
// Linux only:
//
//     .product(name: "Combine", package: "Kinema", condition: .when(platforms: [.linux]))
//
// It re-exports KinemaUI, where that vocabulary lives, so a file importing only Combine also
// sees Kinema's view types; names are the same as Apple's, so nothing clashes with SwiftUI code.
@_exported import Foundation
@_exported import KinemaUI
