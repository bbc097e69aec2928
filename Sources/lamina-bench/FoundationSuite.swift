import Foundation
import Lamina

/// Geometry, paths and the layer tree: the foundation's hot operations.
enum FoundationSuite {
    static func run() -> SuiteReport {
        var results: [BenchmarkResult] = []
        // MARK: Geometry

        let a = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.7, 1, 2, 3)
        var b = CATransform3DMakeTranslation(5, 6, 7)
        b.m34 = -1.0 / 500
        results.append(measure("CATransform3DConcat") { blackHole(CATransform3DConcat(opaque(a), opaque(b))) })
        results.append(measure("CATransform3DInvert") { blackHole(CATransform3DInvert(opaque(b))) })

        // MARK: Paths: the sticky badge's blob (two circles joined by quadratic curves).

        let blob = CGMutablePath()
        blob.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
        blob.addEllipse(in: CGRect(x: 120, y: 140, width: 60, height: 60))
        blob.move(to: CGPoint(x: 32, y: 52))
        blob.addLine(to: CGPoint(x: 48, y: 28))
        blob.addQuadCurve(to: CGPoint(x: 175, y: 150), control: CGPoint(x: 110, y: 80))
        blob.addLine(to: CGPoint(x: 125, y: 190))
        blob.addQuadCurve(to: CGPoint(x: 32, y: 52), control: CGPoint(x: 80, y: 130))
        results.append(measure("blob: boundingBoxOfPath") { blackHole(blob.boundingBoxOfPath) })
        results.append(measure("blob: contains (winding)") { blackHole(blob.contains(CGPoint(x: 90, y: 100))) })
        results.append(measure("blob: flatten at 0.25 px") { blackHole(blob.flattened(threshold: 0.25)) })
        results.append(measure("blob: stroke outline 4 px") {
            blackHole(blob.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10))
        })
        results.append(measure("blob: dash [6, 4]") { blackHole(blob.copy(dashingWithPhase: 0, lengths: [6, 4])) })

        let polyline = CGMutablePath()
        var generator = SystemRandomNumberGenerator()
        polyline.move(to: .zero)
        for i in 1...1000 {
            polyline.addLine(to: CGPoint(x: CGFloat(i) * 0.5, y: CGFloat.random(in: 0...512, using: &generator)))
        }
        results.append(measure("1000-segment polyline: stroke outline 4 px") {
            blackHole(polyline.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        })

        // MARK: The layer tree: 10,000 layers in 100 rows of 100.

        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
        root.position = CGPoint(x: 640, y: 360)
        for row in 0..<100 {
            let strip = CALayer()
            strip.frame = CGRect(x: 0, y: CGFloat(row) * 7, width: 1280, height: 7)
            for column in 0..<100 {
                let cell = CALayer()
                cell.frame = CGRect(x: CGFloat(column) * 12.8, y: 0, width: 12, height: 6)
                strip.addSublayer(cell)
            }
            root.addSublayer(strip)
        }
        let deepest = root.sublayers!.last!.sublayers!.last!
        results.append(measure("10,000 layers: hitTest, frontmost cell") {
            blackHole(root.hitTest(CGPoint(x: 1275, y: 698)))
        })
        results.append(measure("10,000 layers: hitTest, backmost cell (all searched)") {
            blackHole(root.hitTest(CGPoint(x: 3, y: 3)))
        })
        results.append(measure("convert(_:to: nil) from depth 2") { blackHole(deepest.convert(CGPoint(x: 3, y: 3), to: nil)) })
        results.append(measure("setValue(_:forKeyPath: \"transform.rotation.z\")") {
            deepest.setValue(0.5, forKeyPath: "transform.rotation.z")
        })
        results.append(measure("value(forKeyPath: \"position.x\")") { blackHole(deepest.value(forKeyPath: "position.x")) })
        return SuiteReport(name: "foundation", rows: results, figures: [:])
    }
}
