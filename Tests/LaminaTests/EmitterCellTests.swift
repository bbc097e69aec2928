import Foundation
import Testing
@testable import Lamina

/// `CAEmitterCell` as Apple documents it: its defaults, key-value coding by Apple's names
/// (nested cells by name), and copies.
@Suite struct EmitterCellTests {
    @Test("a new cell has Apple's documented defaults")
    func defaults() {
        let cell = CAEmitterCell()
        #expect(cell.name == nil && cell.isEnabled && cell.contents == nil && cell.emitterCells == nil)
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
        #expect(cell.emissionLatitude == 0 && cell.emissionLongitude == 0 && cell.emissionRange == 0)
        #expect(cell.velocity == 0 && cell.velocityRange == 0)
        #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0 && cell.zAcceleration == 0)
        #expect(cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0 && cell.spin == 0 && cell.spinRange == 0)
        #expect(cell.color?.rgba == CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(cell.redRange == 0 && cell.alphaRange == 0 && cell.redSpeed == 0 && cell.alphaSpeed == 0)
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear" && cell.minificationFilterBias == 0)
        #expect(cell.beginTime == 0 && cell.duration == 0 && cell.speed == 1 && cell.timeOffset == 0)
        #expect(cell.repeatCount == 0 && cell.repeatDuration == 0 && !cell.autoreverses && cell.fillMode == .removed)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "birthRate") as? Float == 0)
        #expect(CAEmitterCell.defaultValue(forKey: "noSuchKey") == nil)
    }

    @Test("key-value coding reads and writes by Apple's names, numbers converting")
    func keyValueCoding() {
        let cell = CAEmitterCell()
        cell.setValue(12, forKey: "birthRate")
        cell.setValue(NSNumber(value: 2.5), forKey: "velocity")
        cell.setValue(false, forKey: "enabled")
        cell.setValue("spark", forKey: "name")
        #expect(cell.birthRate == 12 && cell.velocity == 2.5 && !cell.isEnabled && cell.name == "spark")
        #expect(cell.value(forKey: "birthRate") as? Float == 12)
        #expect(cell.value(forKey: "isEnabled") as? Bool == false)
        let diagnostics = LaminaDiagnostics.capture {
            cell.setValue("fast", forKey: "velocity")
            cell.setValue(1, forKey: "wobble")
        }
        #expect(cell.velocity == 2.5)
        #expect(diagnostics.count == 2, "\(diagnostics)")
    }

    @Test("key paths reach sub-cells by name, as emitterCells.name.property")
    func nestedKeyPaths() {
        let rocket = CAEmitterCell(), spark = CAEmitterCell(), trail = CAEmitterCell()
        rocket.name = "rocket"; spark.name = "spark"; trail.name = "trail"
        spark.emitterCells = [trail]
        rocket.emitterCells = [spark]
        rocket.setValue(40, forKeyPath: "emitterCells.spark.birthRate")
        rocket.setValue(3, forKeyPath: "spark.trail.lifetime")
        #expect(spark.birthRate == 40 && trail.lifetime == 3)
        #expect(rocket.value(forKeyPath: "emitterCells.spark.emitterCells.trail.lifetime") as? Float == 3)
        let diagnostics = LaminaDiagnostics.capture { rocket.setValue(1, forKeyPath: "emitterCells.smoke.birthRate") }
        #expect(diagnostics.contains { $0.message.contains("smoke") })
    }

    @Test("a copy has the same values and copies of the sub-cells")
    func copies() {
        let cell = CAEmitterCell(), child = CAEmitterCell()
        cell.birthRate = 5; cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1); cell.emissionRange = .pi
        child.name = "child"
        cell.emitterCells = [child]
        let copy = cell.copy() as! CAEmitterCell
        #expect(copy !== cell && copy.birthRate == 5 && copy.emissionRange == .pi)
        #expect(copy.color?.rgba == CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(copy.emitterCells?.count == 1 && copy.emitterCells?[0] !== child && copy.emitterCells?[0].name == "child")
    }

    @Test("the shape, mode and render mode names are Apple's strings")
    func typeNames() {
        #expect([CAEmitterLayerEmitterShape.point, .line, .rectangle, .cuboid, .circle, .sphere].map(\.rawValue)
                == ["point", "line", "rectangle", "cuboid", "circle", "sphere"])
        #expect([CAEmitterLayerEmitterMode.points, .outline, .surface, .volume].map(\.rawValue)
                == ["points", "outline", "surface", "volume"])
        #expect([CAEmitterLayerRenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive].map(\.rawValue)
                == ["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"])
    }
}
