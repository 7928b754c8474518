// `import Combine` on platforms without Apple's Combine: this module re-exports OpenCombine
// (publishers, subjects, operators, `ObservableObject`, `@Published`, `AnyCancellable`) and
// KinemaUI, which adds the Foundation parts — `DispatchQueue` and `RunLoop` schedulers,
// `Timer.publish`, `NotificationCenter.publisher(for:)` — running on a `ViewHost`'s virtual
// clock. A package adds it for Linux only:
//
//     .product(name: "Combine", package: "Kinema", condition: .when(platforms: [.linux]))
//
// Re-exporting KinemaUI means a file importing only Combine also sees Kinema's view types; their
// names are SwiftUI's, so nothing clashes with SwiftUI code.
@_exported import Foundation
@_exported import OpenCombine
@_exported import KinemaUI
