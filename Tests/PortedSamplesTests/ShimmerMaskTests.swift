import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows Shimmer by kimtaesu (https://github.com/kimtaesu/Shimmer,
/// `Shimmer.playground/Contents.swift`): `startShimmering()` puts a three-times-wide
/// CAGradientLayer (black, black at 10 %, black; slightly slanted axis) as the mask of a
/// grey label and sweeps its locations from [0, 0.1, 0.2] to [0.8, 0.9, 1] every 1.5 s.
@Suite("Shimmer: CAGradientLayer mask with a locations animation")
struct ShimmerMaskTests {
    static let labelFrame = CGRect(x: 150, y: 200, width: 200, height: 20)

    /// The sample's `startShimmering()` on a view's layer.
    static func startShimmering(_ view: UIView) {
        let bounds = view.bounds
        let faint = UIColor(white: 0, alpha: 0.1).cgColor
        let solid = UIColor.black.cgColor

        let band = CAGradientLayer()
        band.colors = [solid, faint, solid]
        band.frame = CGRect(x: -bounds.size.width, y: 0, width: 3 * bounds.size.width, height: bounds.size.height)
        band.startPoint = CGPoint(x: 0.0, y: 0.5)
        band.endPoint = CGPoint(x: 1.0, y: 0.525)
        band.locations = [0.4, 0.5, 0.6]
        view.layer.mask = band

        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [0.0, 0.1, 0.2]
        sweep.toValue = [0.8, 0.9, 1.0]
        sweep.duration = 1.5
        sweep.repeatCount = Float.greatestFiniteMagnitude
        sweep.isRemovedOnCompletion = false
        band.add(sweep, forKey: "shimmer")
    }

    static func build(_ stage: SampleStage) {
        stage.setUp {
            let label = UILabel()
            label.frame = labelFrame
            label.text = " "
            label.textColor = .black
            label.backgroundColor = UIColor.gray
            startShimmering(label)
            stage.root.addSublayer(label.layer)
        }
    }

    /// The mask's alpha at the label point `p` when the locations are `l`: the
    /// position along the gradient's axis (start (0, ½), end (1, 0.525) of the 600 × 20
    /// gradient), then the alphas 1, 0.1, 1 blended linearly between the locations.
    static func maskAlpha(at p: CGPoint, locations l: [Double]) -> Double {
        let q = (x: Double(p.x) + 200, y: Double(p.y))
        let start = (x: 0.0, y: 10.0), axis = (x: 600.0, y: 0.5)
        let u = ((q.x - start.x) * axis.x + (q.y - start.y) * axis.y) / (axis.x * axis.x + axis.y * axis.y)
        if u <= l[0] || u >= l[2] { return 1 }
        if u <= l[1] { return 1 - 0.9 * (u - l[0]) / (l[1] - l[0]) }
        return 0.1 + 0.9 * (u - l[1]) / (l[2] - l[1])
    }

    @Test("the label shows grey through the mask's alpha, the bright band where the locations are")
    func bandSweepsAcross() throws {
        let times: [CFTimeInterval] = [0.375, 0.75, 1.0, 1.9]
        let frames = try renderSample("shimmer", width: 500, height: 250, times: times, build: Self.build)
        for (frame, t) in zip(frames, times) {
            let tau = fraction(t / 1.5)
            let locations = [0.8 * tau, 0.1 + 0.8 * tau, 0.2 + 0.8 * tau]
            var brightest = 0
            for px in stride(from: 150, to: 350, by: 3) {
                for py in [202, 210, 218] {
                    let p = CGPoint(x: Double(px) + 0.5 - 150, y: Double(py) + 0.5 - 200)
                    let a = Self.maskAlpha(at: p, locations: locations)
                    let expected = over([0.5, 0.5, 0.5], alpha: a, on: [1, 1, 1])
                    let actual = pixel(frame, px, py)
                    #expect(near(actual, expected, 4), "t = \(t), (\(px), \(py)): \(actual) ≠ \(expected) (alpha \(a))")
                    brightest = max(brightest, actual[0])
                }
            }
            // Where the band's middle (alpha 0.1: 95 % white) lies on the label, it shows.
            if locations[1] > 1.0 / 3 + 0.01 && locations[1] < 2.0 / 3 - 0.01 {
                #expect(brightest >= 235, "t = \(t): no bright band")
            }
            #expect(pixel(frame, 149, 210) == [255, 255, 255, 255])
            #expect(pixel(frame, 350, 210) == [255, 255, 255, 255])
        }
    }
}
