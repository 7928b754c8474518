// What a frame draws is built from Core's values (`CGAffineTransform` where the platform has no
// CoreGraphics, `Angle`, `UnitPoint`, `Animatable`); re-exported so one import is enough.
@_exported import KinemaCore
