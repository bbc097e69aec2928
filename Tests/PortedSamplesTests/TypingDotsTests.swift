import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows TypingDotAnimation by Senthil Kumar (https://github.com/senthilkumar06/TypingDotAnimation,
/// `typing-dots/ViewController.swift`): three dots bob up 20 points and back in repeating,
/// autoreversing UIView animation blocks of 0.5 s, started 0, 0.2 and 0.4 s late; after
/// 5 s their animations are removed and their holder hidden. (The storyboard's dots are
/// drawn here as 10-point round grey views.)
@Suite("TypingDotAnimation: delayed repeating UIView blocks, then removeAllAnimations")
struct TypingDotsTests {
    static let start: CFTimeInterval = 0.5
    static let delays: [Double] = [0, 0.2, 0.4]

    static func build(_ stage: SampleStage) {
        let dotsHolder = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        let dots = (0..<3).map { k -> UIView in
            let dot = UIView(frame: CGRect(x: 20 + 25 * CGFloat(k), y: 30, width: 10, height: 10))
            dot.backgroundColor = .darkGray
            dot.layer.cornerRadius = 5
            dotsHolder.addSubview(dot)
            return dot
        }
        stage.setUp { stage.root.addSublayer(dotsHolder.layer) }
        stage.schedule(at: start) { _ in
            for (dot, delay) in zip(dots, delays) {
                UIView.animate(withDuration: 0.5, delay: delay, options: [.repeat, .autoreverse], animations: {
                    dot.transform = CGAffineTransform(translationX: 0, y: -20)
                }, completion: { _ in })
            }
        }
        stage.schedule(at: start + 5) { _ in
            for dot in dots { dot.layer.removeAllAnimations() }
            dotsHolder.isHidden = true
        }
    }

    /// Dot k's lift `s` seconds after the blocks ran: nothing during its delay (the
    /// backwards fill holds the start), then up with ease-in-ease-out over 0.5 s and
    /// down again (the curve played backwards), once a second.
    static func lift(of k: Int, after s: Double) -> Double {
        let local = s - delays[k]
        guard local > 0 else { return 0 }
        let cycle = local.truncatingRemainder(dividingBy: 1)
        return 20 * easeInEaseOut(cycle <= 0.5 ? cycle / 0.5 : 2 - cycle / 0.5)
    }

    /// The top of dot k's disc in its middle column, from the rows above `row` (white
    /// above the edge, grey in proportion below it).
    static func top(_ image: CGImage, dot k: Int, above row: Int) -> Double {
        let column = 20 + 20 + 25 * k + 5
        return (0..<row).reduce(0.0) { $0 + Double(pixel(image, column, $1)[0] - 85) / 170 }
    }

    @Test("each dot's height is the eased bob its delay implies; after five seconds they are gone")
    func dotsBobInTurn() throws {
        let offsets: [Double] = [0.1, 0.3, 0.45, 0.7, 1.15, 2.6]
        let times = [0.4] + offsets.map { Self.start + $0 } + [Self.start + 5.1]
        let frames = try renderSample("typing-dots", width: 140, height: 120, times: times, build: Self.build)
        for k in 0..<3 {
            #expect(abs(Self.top(frames[0], dot: k, above: 75) - 70) < 0.1, "dot \(k) before the blocks")
            for (i, s) in offsets.enumerated() {
                let expected = 70 - Self.lift(of: k, after: s)
                let measured = Self.top(frames[i + 1], dot: k, above: Int(expected) + 5)
                #expect(abs(measured - expected) < 0.1, "dot \(k), \(s) s in: top at \(measured), expected \(expected)")
            }
        }
        #expect((0..<140).allSatisfy { x in (0..<120).allSatisfy { pixel(frames.last!, x, $0) == [255, 255, 255, 255] } })
    }
}
