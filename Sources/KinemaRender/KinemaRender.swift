// The SVG writer reads only KinemaDisplay's values (its files import nothing else); recordings
// drive a host, so the view layer is re-exported and one import is enough.
@_exported import KinemaUI
