// Rendering works on the view layer's display lists; re-exported so one import is enough.
@_exported import KinemaUI
