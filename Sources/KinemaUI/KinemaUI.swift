// The declarative layer builds on the runtime and the maths below it; re-exporting them lets a
// framework that embeds KinemaUI name `Attribute`, `Transaction` or `Animation` with one import.
@_exported import KinemaCore
@_exported import KinemaGraph
// Combine's vocabulary (`ObservableObject`, `@Published`, publishers and operators) is
// OpenCombine's, as SwiftUI re-exports Apple's Combine; KinemaUI adds the Foundation schedulers
// and publishers, on a host's virtual clock.
@_exported import OpenCombine
