// The declarative layer builds on the runtime and the maths below it; re-exporting them lets a
// framework that embeds KinemaUI name `Attribute`, `Transaction` or `Animation` with one import.
@_exported import KinemaCore
@_exported import KinemaGraph
