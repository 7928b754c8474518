// Previews stand on the views and on the recorder; re-exported so one import is enough.
@_exported import KinemaRender
