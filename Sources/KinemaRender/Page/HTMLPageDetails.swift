import Foundation

/// What a recording's page shows around the player: an explanation, the code that made it,
/// a link back, downloads and related pages.
///
/// ```swift
/// let details = HTMLPageDetails(
///     explanation: "withAnimation(.bouncy) scales the avatar; the spring overshoots and settles.",
///     sourceCode: avatarSource,
///     backLink: .init(title: "All scenes", href: "index.html"),
///     downloads: [.init(title: "GIF", href: "avatar-bouncy.gif")]
/// )
/// let page = recording.htmlPage(title: "Bouncy avatar", details: details)
/// ```
///
/// Every part is optional: an empty value shows nothing (the page is then the bare player and
/// charts). Text is escaped for HTML; hrefs are written as given (escaped for an attribute), so
/// relative links work from the page's folder.
public struct HTMLPageDetails: Sendable, Hashable {
    /// A link: the text shown and where it goes.
    public struct Link: Sendable, Hashable {
        /// The link's text.
        public var title: String
        /// Where it goes, relative to the page or absolute.
        public var href: String

        /// A link titled `title` to `href`.
        public init(title: String, href: String) {
            self.title = title
            self.href = href
        }
    }

    /// A paragraph under the title saying what the recording shows and why.
    public var explanation: String?
    /// Swift source shown under the player, with a button that copies it.
    public var sourceCode: String?
    /// ``sourceCode`` split into styled runs by a syntax highlighter, so the page colours it;
    /// ignored (the source is shown plain) when `nil` or when the runs do not spell the source.
    public var highlightedSource: [SourceSpan]?
    /// Shown at the top of the page, before the title ("← All scenes").
    public var backLink: Link?
    /// Files to download (a GIF, an MP4), listed under the player.
    public var downloads: [Link]
    /// Pages that teach by contrast with this one, listed after the explanation.
    public var related: [Link]

    /// Details with the given parts (by default none).
    public init(
        explanation: String? = nil, sourceCode: String? = nil, highlightedSource: [SourceSpan]? = nil,
        backLink: Link? = nil, downloads: [Link] = [], related: [Link] = []
    ) {
        self.explanation = explanation
        self.sourceCode = sourceCode
        self.highlightedSource = highlightedSource
        self.backLink = backLink
        self.downloads = downloads
        self.related = related
    }
}
