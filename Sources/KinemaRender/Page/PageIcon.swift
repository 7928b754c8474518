/// The icon every Kinema page shows in its tab — a white dot on the system blue — as one `<link>`
/// with the SVG inline, so a page needs no file beside it and makes no request for
/// `/favicon.ico`. The gallery, scene pages and the preview server's pages all use it.
package enum PageIcon {
    package static let link = #"<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%23007aff'/%3E%3Ccircle cx='16' cy='16' r='7' fill='white'/%3E%3C/svg%3E" />"#
}
