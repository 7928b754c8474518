import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// The gallery's pictures: a cat, a dog and a fish for the pet avatars and the podium, and the
/// red heart of the keyframe reaction, as original SVG drawings registered in the
/// ``ImageRegistry`` under the names the scenes use (`Image("cat")`, `Image("heart.fill", size:)`).
///
/// Each pet sits on its own rounded square tile (100 × 100 points, corner radius 22) of one flat
/// colour, so an avatar reads as a picture at any scale and its edges can be found in a
/// screenshot: the tile's straight sides are the picture's bounds.
///
/// ```swift
/// PetArtwork.register()
/// Image("cat")        // 100 × 100 points: the cat on its blue tile
/// ```
public enum PetArtwork {
    /// The registered names, in the order the podium shows them, then the heart.
    public static let names = ["cat", "dog", "fish", "heart.fill"]

    /// The cat's tile colour, #9fd3f5: the colour of the avatar's edges.
    public static let catTile = "#9fd3f5"

    /// Registers the drawings (once; later calls do nothing). Scenes call it before recording.
    public static func register() {
        _ = registration
    }

    private static let registration: Void = {
        for (name, svg) in zip(names, [cat, dog, fish, heart]) {
            _ = ImageRegistry.register(svg: svg, named: name)
        }
    }()

    /// An SVG document 100 × 100 points holding `body`.
    private static func document(_ body: String) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">"##
            + body + "</svg>"
    }

    private static let ink = "#3b2a20"

    /// A ginger cat sitting, tail curled round, on a sky-blue tile.
    static let cat = document(
        ##"<rect width="100" height="100" rx="22" fill="\##(catTile)"/>"##
            + ##"<ellipse cx="50" cy="89" rx="28" ry="4" fill="#86c3ea"/>"##
            + ##"<path d="M64 86Q86 86 84 66Q83 58 77 59" fill="none" stroke="#e8963a" stroke-width="7" stroke-linecap="round"/>"##
            + ##"<path d="M32 89Q27 63 40 53H60Q73 63 68 89Z" fill="#f7b548"/>"##
            + ##"<ellipse cx="50" cy="74" rx="10" ry="13" fill="#fde3b5"/>"##
            + ##"<ellipse cx="42" cy="88" rx="7" ry="4.5" fill="#fde3b5"/><ellipse cx="58" cy="88" rx="7" ry="4.5" fill="#fde3b5"/>"##
            + ##"<path d="M27 34L30 11L46 24ZM73 34L70 11L54 24Z" fill="#f7b548"/>"##
            + ##"<path d="M32 28L33 17L41 24ZM68 28L67 17L59 24Z" fill="#f6b7c3"/>"##
            + ##"<ellipse cx="50" cy="38" rx="24" ry="20" fill="#f7b548"/>"##
            + ##"<path d="M46 20V25M50 19V26M54 20V25" stroke="#d98a20" stroke-width="2.5" stroke-linecap="round"/>"##
            + ##"<ellipse cx="41" cy="37" rx="3" ry="4.5" fill="\##(ink)"/><ellipse cx="59" cy="37" rx="3" ry="4.5" fill="\##(ink)"/>"##
            + ##"<circle cx="42" cy="35.5" r="1.1" fill="#ffffff"/><circle cx="60" cy="35.5" r="1.1" fill="#ffffff"/>"##
            + ##"<circle cx="35" cy="45" r="3.5" fill="#f6b7c3" opacity="0.8"/><circle cx="65" cy="45" r="3.5" fill="#f6b7c3" opacity="0.8"/>"##
            + ##"<path d="M47.5 44H52.5L50 47Z" fill="#e8798f" stroke="#e8798f" stroke-width="1.5" stroke-linejoin="round"/>"##
            + ##"<path d="M50 47Q48 51 44.5 49.5M50 47Q52 51 55.5 49.5" fill="none" stroke="\##(ink)" stroke-width="1.6" stroke-linecap="round"/>"##
            + ##"<path d="M36 45L23 43M36 48L24 50M64 45L77 43M64 48L76 50" stroke="#8a5a20" stroke-width="1.2" stroke-linecap="round"/>"##)

    /// A brown-and-cream puppy sitting, with a red collar, on a peach tile.
    static let dog = document(
        ##"<rect width="100" height="100" rx="22" fill="#ffd79a"/>"##
            + ##"<ellipse cx="50" cy="89" rx="28" ry="4" fill="#f0c07a"/>"##
            + ##"<path d="M66 84Q86 80 83 63" fill="none" stroke="#b97a4a" stroke-width="7" stroke-linecap="round"/>"##
            + ##"<path d="M32 89Q29 63 42 54H58Q71 63 68 89Z" fill="#d9a066"/>"##
            + ##"<ellipse cx="50" cy="73" rx="10" ry="12" fill="#fff4e6"/>"##
            + ##"<ellipse cx="42" cy="88" rx="7" ry="4.5" fill="#fff4e6"/><ellipse cx="58" cy="88" rx="7" ry="4.5" fill="#fff4e6"/>"##
            + ##"<path d="M38 55Q50 61 62 55" fill="none" stroke="#e63946" stroke-width="4" stroke-linecap="round"/>"##
            + ##"<circle cx="50" cy="60" r="2.8" fill="#ffc83d"/>"##
            + ##"<ellipse cx="28" cy="36" rx="8" ry="16" fill="#8d5a34" transform="rotate(20 28 36)"/>"##
            + ##"<ellipse cx="72" cy="36" rx="8" ry="16" fill="#8d5a34" transform="rotate(-20 72 36)"/>"##
            + ##"<ellipse cx="50" cy="35" rx="22" ry="20" fill="#d9a066"/>"##
            + ##"<ellipse cx="58.5" cy="31.5" rx="6.5" ry="7" fill="#8d5a34"/>"##
            + ##"<ellipse cx="50" cy="45" rx="11" ry="8.5" fill="#fff4e6"/>"##
            + ##"<circle cx="42" cy="32" r="3" fill="\##(ink)"/><circle cx="58" cy="32" r="3" fill="\##(ink)"/>"##
            + ##"<circle cx="43" cy="31" r="1" fill="#ffffff"/><circle cx="59" cy="31" r="1" fill="#ffffff"/>"##
            + ##"<path d="M47.5 49.5Q50 56 52.5 49.5Z" fill="#f07a8a"/>"##
            + ##"<ellipse cx="50" cy="41.5" rx="4.5" ry="3.2" fill="\##(ink)"/>"##
            + ##"<path d="M50 44.5V47Q47 50.5 44 48.5M50 47Q53 50.5 56 48.5" fill="none" stroke="\##(ink)" stroke-width="1.6" stroke-linecap="round"/>"##)

    /// An orange fish with white stripes, blowing bubbles, on a mint tile.
    static let fish = document(
        ##"<rect width="100" height="100" rx="22" fill="#bfe6cf"/>"##
            + ##"<path d="M70 52L90 35Q85 52 90 69Z" fill="#f46a1f" stroke="#f46a1f" stroke-width="3" stroke-linejoin="round"/>"##
            + ##"<path d="M34 33Q48 17 62 35ZM42 69Q51 82 58 67Z" fill="#f46a1f"/>"##
            + ##"<path d="M14 52Q32 26 60 34Q70 40 75 52Q70 64 60 70Q32 78 14 52Z" fill="#ff8c42"/>"##
            + ##"<path d="M39 34Q45 52 39 71M55 35Q61 52 55 69" fill="none" stroke="#ffffff" stroke-width="5"/>"##
            + ##"<circle cx="27" cy="48" r="5.5" fill="#ffffff"/><circle cx="26" cy="48" r="3" fill="\##(ink)"/>"##
            + ##"<circle cx="27" cy="46.8" r="1" fill="#ffffff"/>"##
            + ##"<path d="M18 58Q22 61 26 58" fill="none" stroke="\##(ink)" stroke-width="1.6" stroke-linecap="round"/>"##
            + ##"<g fill="none" stroke="#ffffff" stroke-width="2"><circle cx="16" cy="34" r="4"/>"##
            + ##"<circle cx="24" cy="22" r="2.5"/><circle cx="80" cy="22" r="3"/></g>"##)

    /// A red heart with a soft highlight (the keyframe reaction's `Image("heart.fill")`).
    static let heart = document(
        ##"<path d="M50 95C20 75 0 55 0 33C0 17 12 5 27 5C38 5 46 12 50 21C54 12 62 5 73 5C88 5 100 17 100 33"##
            + ##"C100 55 80 75 50 95Z" fill="#ff3b30"/>"##
            + ##"<ellipse cx="25" cy="24" rx="9" ry="6" fill="#ffffff" opacity="0.35" transform="rotate(-35 25 24)"/>"##)
}
