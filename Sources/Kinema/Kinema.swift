// The umbrella module: `import Kinema` is all a client writes, as `import SwiftUI` is on Apple's
// platforms. Foundation comes along because SwiftUI code uses `TimeInterval`, `CGFloat` and
// `CGPoint` without importing it.
@_exported import Foundation
@_exported import KinemaCore
@_exported import KinemaGraph
@_exported import KinemaDisplay
@_exported import KinemaUI
@_exported import KinemaRender
@_exported import KinemaPreviews
