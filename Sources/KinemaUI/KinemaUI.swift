// The declarative layer builds on the runtime, the drawing values and the maths below it;
// re-exporting them lets a framework that embeds KinemaUI name `Attribute`, `Transaction`,
// `Animation`, `Color` or `DisplayList` with one import.
@_exported import KinemaCore
@_exported import KinemaGraph
@_exported import KinemaDisplay
// Combine's vocabulary (`ObservableObject`, `@Published`, publishers and operators) is
// OpenCombine's, as SwiftUI re-exports Apple's Combine; KinemaUI adds the Foundation schedulers
// and publishers, on a host's virtual clock.
@_exported import OpenCombine
