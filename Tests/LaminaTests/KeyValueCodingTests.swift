import Foundation
import Testing
@testable import Lamina

/// `CALayer`'s key-value coding: Apple's signatures and behaviour (Core Animation
/// Programming Guide, "Key-Value Coding Extensions"): typed values, any number for a
/// scalar, structure key paths, a key-value container for unknown keys.
@Suite struct KeyValueCodingTests {
    // MARK: Whole properties

    @Test func valuesComeBackTyped() {
        let layer = CALayer()
        layer.opacity = 0.25
        layer.cornerRadius = 6
        layer.isHidden = true
        layer.position = CGPoint(x: 3, y: 4)
        #expect(layer.value(forKey: "opacity") as? Float == 0.25)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 6)
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        #expect(layer.value(forKey: "isHidden") as? Bool == true)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(layer.value(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
        #expect(layer.value(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
        #expect(layer.value(forKey: "borderColor") as? CGColor == CGColor.black)
        #expect(layer.value(forKey: "backgroundColor") == nil)
    }

    @Test func scalarsAcceptAnyNumber() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")  // Double
        #expect(layer.opacity == 0.5)
        layer.setValue(0, forKey: "opacity")  // Int
        #expect(layer.opacity == 0)
        layer.setValue(NSNumber(value: 0.75), forKey: "opacity")
        #expect(layer.opacity == 0.75)
        layer.setValue(CGFloat(0.125), forKey: "opacity")
        #expect(layer.opacity == 0.125)
        layer.setValue(Float(0.375), forKey: "shadowOpacity")
        #expect(layer.shadowOpacity == 0.375)
        layer.setValue(12, forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        layer.setValue(NSNumber(value: 2), forKey: "borderWidth")
        #expect(layer.borderWidth == 2)
        layer.setValue(UInt8(7), forKey: "zPosition")
        #expect(layer.zPosition == 7)
    }

    @Test func boolsAcceptBoolsAndNumbers() {
        let layer = CALayer()
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        layer.setValue(false, forKey: "isHidden")
        #expect(!layer.isHidden)
        layer.setValue(NSNumber(value: true), forKey: "masksToBounds")
        #expect(layer.masksToBounds)
        layer.setValue(0, forKey: "doubleSided")
        #expect(!layer.isDoubleSided)
    }

    @Test func structsColorsAndStringEnumsSetThroughTheSetters() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 40, height: 30), forKey: "bounds")
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.setValue(red, forKey: "backgroundColor")
        #expect(layer.backgroundColor == red)
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
        layer.setValue("resizeAspect", forKey: "contentsGravity")
        #expect(layer.contentsGravity == .resizeAspect)
        layer.setValue(CALayerContentsGravity.topLeft, forKey: "contentsGravity")
        #expect(layer.contentsGravity == .topLeft)
        layer.setValue(CACornerMask.layerMinXMinYCorner, forKey: "maskedCorners")
        #expect(layer.maskedCorners == .layerMinXMinYCorner)
        layer.setValue(3, forKey: "maskedCorners")
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        layer.setValue("the name", forKey: "name")
        #expect(layer.name == "the name")
        layer.setValue(["position": NSNull()], forKey: "actions")
        #expect(layer.actions?["position"] is NSNull)
        layer.setValue(["cornerRadius": 3] as [String: Any], forKey: "style")
        #expect(layer.style?["cornerRadius"] as? Int == 3)
    }

    @Test func settingGoesThroughValidation() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        let diagnostics = LaminaDiagnostics.capture {
            layer.setValue(CGPoint(x: CGFloat.nan, y: 0), forKey: "position")
            layer.setValue(Double.nan, forKeyPath: "position.x")
            layer.setValue(-1, forKey: "contentsScale")
        }
        #expect(diagnostics.map(\.code) == [.nonFiniteValue, .nonFiniteValue, .invalidArgument])
        #expect(layer.position == CGPoint(x: 1, y: 2))
        #expect(layer.contentsScale == 1)
    }

    @Test func wrongTypesAreIgnoredWithADiagnostic() {
        let layer = CALayer()
        layer.opacity = 0.5
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let diagnostics = LaminaDiagnostics.capture {
            layer.setValue("opaque", forKey: "opacity")
            layer.setValue(CGPoint(x: 1, y: 1), forKey: "bounds")
            layer.setValue(nil, forKey: "opacity")
            layer.setValue(42, forKey: "backgroundColor")
            layer.setValue(3, forKey: "contentsGravity")
            layer.setValue("x", forKeyPath: "bounds.size.width")
        }
        #expect(diagnostics.count == 6)
        #expect(diagnostics.allSatisfy { $0.code == .invalidValueType })
        #expect(diagnostics[0].message.contains("opacity"))
        #expect(layer.opacity == 0.5)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.contentsGravity == .resize)
    }

    // MARK: Structure key paths

    @Test func pointComponentsSetAndRead() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        layer.setValue(15, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 15, y: 20))
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 15)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 20)
        layer.setValue(0.25, forKeyPath: "anchorPoint.y")
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.25))
    }

    @Test func rectComponentsChangeOnlyTheirPart() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.setValue(50, forKeyPath: "bounds.size.width")
        #expect(layer.bounds == CGRect(x: 1, y: 2, width: 50, height: 40))
        layer.setValue(CGPoint(x: -5, y: -6), forKeyPath: "bounds.origin")
        #expect(layer.bounds == CGRect(x: -5, y: -6, width: 50, height: 40))
        layer.setValue(CGSize(width: 8, height: 9), forKeyPath: "bounds.size")
        #expect(layer.bounds == CGRect(x: -5, y: -6, width: 8, height: 9))
        #expect(layer.value(forKeyPath: "bounds.origin.y") as? CGFloat == -6)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 8, height: 9))
        layer.setValue(0.5, forKeyPath: "contentsRect.size.height")
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 0.5))
    }

    @Test func frameComponentsMoveTheLayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.setValue(100, forKeyPath: "frame.origin.x")
        #expect(close(layer.frame, CGRect(x: 100, y: 10, width: 20, height: 20)))
        #expect(close(layer.position, CGPoint(x: 110, y: 20)))
    }

    @Test func sizeComponentsSetAndRead() {
        let layer = CALayer()
        layer.setValue(7, forKeyPath: "shadowOffset.height")
        #expect(layer.shadowOffset == CGSize(width: 0, height: 7))
        #expect(layer.value(forKeyPath: "shadowOffset.width") as? CGFloat == 0)
    }

    @Test func unknownComponentsOfKnownPropertiesGiveNilAndADiagnostic() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        var bogus: Any?
        var z: Any?
        let diagnostics = LaminaDiagnostics.capture {
            bogus = layer.value(forKeyPath: "transform.bogus")
            z = layer.value(forKeyPath: "position.z")
            layer.setValue(3, forKeyPath: "transform.bogus")
            layer.setValue(3, forKeyPath: "position.z")
            layer.setValue(3, forKeyPath: "opacity.x")
        }
        #expect(bogus == nil && z == nil)
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.code == .unknownKeyPath })
        #expect(diagnostics[0].message.contains("bogus"))
        #expect(layer.position == CGPoint(x: 1, y: 2))
        #expect(layer.transform == CATransform3DIdentity)
    }

    // MARK: Custom keys

    @Test func unknownKeysAreStoredAndReadBack() {
        final class Payload {}
        let layer = CALayer()
        let payload = Payload()
        layer.setValue("row 7", forKey: "label")
        layer.setValue(payload, forKey: "view")
        layer.setValue(3, forKey: "index")
        #expect(layer.value(forKey: "label") as? String == "row 7")
        #expect(layer.value(forKey: "view") as? Payload === payload)
        #expect(layer.value(forKeyPath: "index") as? Int == 3)
        // A key with dots is one key for value(forKey:).
        layer.setValue(1, forKey: "a.b")
        #expect(layer.value(forKey: "a.b") as? Int == 1)
        layer.setValue(nil, forKey: "label")
        let diagnostics = LaminaDiagnostics.capture { #expect(layer.value(forKey: "label") == nil) }
        #expect(diagnostics.map(\.code) == [.unknownKeyPath])
    }

    @Test func anUnknownKeyWithNothingStoredIsNilWithADiagnostic() {
        let layer = CALayer()
        var value: Any?
        var nested: Any?
        let diagnostics = LaminaDiagnostics.capture {
            value = layer.value(forKey: "nothingHere")
            nested = layer.value(forKeyPath: "nothingHere.x")
        }
        #expect(value == nil && nested == nil)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.code == .unknownKeyPath && $0.message.contains("nothingHere") })
    }

    @Test func customStructValuesHaveComponentsToo() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 1, y: 2), forKey: "target")
        layer.setValue(9, forKeyPath: "target.y")
        #expect(layer.value(forKey: "target") as? CGPoint == CGPoint(x: 1, y: 9))
        #expect(layer.value(forKeyPath: "target.x") as? CGFloat == 1)
    }

    @Test func customKeysThatNeedDisplayMarkTheLayer() {
        final class ProgressLayer: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
        }
        let layer = ProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.setValue(0.5, forKey: "other")
        #expect(!layer.needsDisplay())
        layer.setValue(0.5, forKey: "progress")
        #expect(layer.needsDisplay())
    }

    @Test func unsetCustomKeysFallBackToTheClassDefault() {
        final class IndexedLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "index" ? -1 : super.defaultValue(forKey: key)
            }
        }
        let layer = IndexedLayer()
        #expect(layer.value(forKey: "index") as? Int == -1)
        layer.setValue(4, forKey: "index")
        #expect(layer.value(forKey: "index") as? Int == 4)
    }

    @Test func dictionariesAreFollowed() {
        let layer = CALayer()
        layer.style = ["cornerRadius": 4, "nested": ["depth": 2] as [String: Any]]
        #expect(layer.value(forKeyPath: "style.cornerRadius") as? Int == 4)
        #expect(layer.value(forKeyPath: "style.nested.depth") as? Int == 2)
    }

    // MARK: Paths through layers

    @Test func pathsContinueThroughTheMask() {
        let layer = CALayer()
        let mask = CALayer()
        mask.position = CGPoint(x: 1, y: 1)
        layer.mask = mask
        layer.setValue(7, forKeyPath: "mask.position.x")
        #expect(mask.position == CGPoint(x: 7, y: 1))
        #expect(layer.value(forKeyPath: "mask.position.x") as? CGFloat == 7)
        #expect(layer.value(forKeyPath: "mask") as? CALayer === mask)
    }

    @Test func aNilMaskEndsTheReadAndRefusesTheWrite() {
        let layer = CALayer()
        let reads = LaminaDiagnostics.capture { #expect(layer.value(forKeyPath: "mask.position.x") == nil) }
        #expect(reads.isEmpty)
        let writes = LaminaDiagnostics.capture { layer.setValue(7, forKeyPath: "mask.position.x") }
        #expect(writes.map(\.code) == [.unknownKeyPath])
    }

    @Test func pathsContinueThroughLayersStoredUnderCustomKeys() {
        let layer = CALayer()
        let badge = CALayer()
        layer.setValue(badge, forKey: "badge")
        layer.setValue(0.3, forKeyPath: "badge.opacity")
        #expect(badge.opacity == Float(0.3))
        layer.setValue(0.2, forKeyPath: "badge.transform.rotation.z")
        #expect(close(badge.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, 0.2))
        #expect(layer.value(forKeyPath: "badge.opacity") as? Float == 0.3)
    }

    @Test func superlayerIsReadable() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.opacity = 0.5
        #expect(child.value(forKey: "superlayer") as? CALayer === parent)
        #expect(child.value(forKeyPath: "superlayer.opacity") as? Float == 0.5)
        let diagnostics = LaminaDiagnostics.capture { child.setValue(CALayer(), forKey: "superlayer") }
        #expect(diagnostics.map(\.code) == [.invalidArgument])
        #expect(child.superlayer === parent)
    }

    @Test func sublayersAndMaskSetThroughTheTree() {
        let layer = CALayer()
        let a = CALayer(), b = CALayer()
        layer.setValue([a, b], forKey: "sublayers")
        #expect(layer.sublayers?.count == 2 && a.superlayer === layer)
        layer.setValue(nil, forKey: "sublayers")
        #expect(layer.sublayers == nil && a.superlayer == nil)
        layer.setValue(a, forKey: "mask")
        #expect(layer.mask === a)
    }

    // MARK: Subclass properties

    @Test func shapeLayerKeys() {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.setValue(path, forKey: "path")
        #expect(shape.path == path)
        #expect(shape.value(forKey: "path") as? CGPath == path)
        shape.setValue(0.5, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.5)
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 0.5)
        shape.setValue("round", forKey: "lineCap")
        #expect(shape.lineCap == .round)
        shape.setValue(CAShapeLayerFillRule.evenOdd, forKey: "fillRule")
        #expect(shape.fillRule == .evenOdd)
        shape.setValue([4, 2.5], forKey: "lineDashPattern")
        #expect(shape.lineDashPattern?.map(\.doubleValue) == [4, 2.5])
        shape.setValue(nil, forKey: "fillColor")
        #expect(shape.fillColor == nil)
    }

    @Test func gradientLayerKeys() {
        let gradient = CAGradientLayer()
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.setValue(colors, forKey: "colors")
        #expect((gradient.colors as? [CGColor]) == colors)
        #expect((gradient.value(forKey: "colors") as? [Any])?.count == 2)
        gradient.setValue([0, 1], forKey: "locations")
        #expect(gradient.locations?.map(\.doubleValue) == [0, 1])
        gradient.setValue(0.9, forKeyPath: "startPoint.x")
        #expect(gradient.startPoint == CGPoint(x: 0.9, y: 0))
        gradient.setValue("radial", forKey: "type")
        #expect(gradient.type == .radial)
    }

    @Test func replicatorLayerKeys() {
        let replicator = CAReplicatorLayer()
        replicator.setValue(5, forKey: "instanceCount")
        #expect(replicator.instanceCount == 5)
        replicator.setValue(3.0, forKey: "instanceCount")
        #expect(replicator.instanceCount == 3)
        #expect(replicator.value(forKey: "instanceCount") as? Int == 3)
        replicator.setValue(0.1, forKey: "instanceDelay")
        #expect(replicator.instanceDelay == 0.1)
        replicator.setValue(-0.2, forKey: "instanceAlphaOffset")
        #expect(replicator.value(forKey: "instanceAlphaOffset") as? Float == -0.2)
        let diagnostics = LaminaDiagnostics.capture { replicator.setValue(Double.nan, forKey: "instanceCount") }
        #expect(diagnostics.map(\.code) == [.invalidValueType])
        #expect(replicator.instanceCount == 3)
    }

    @Test func textLayerKeys() {
        let text = CATextLayer()
        text.setValue(18, forKey: "fontSize")
        #expect(text.fontSize == 18)
        text.setValue("Hello", forKey: "string")
        #expect(text.string as? String == "Hello")
        text.setValue(true, forKey: "wrapped")
        #expect(text.isWrapped)
        text.setValue("center", forKey: "alignmentMode")
        #expect(text.alignmentMode == .center)
    }

    @Test func subclassKeysOnAPlainLayerAreCustomValues() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "strokeEnd")
        #expect(layer.value(forKey: "strokeEnd") as? Double == 0.5)
        #expect(layer.customValues["strokeEnd"] as? Double == 0.5)
    }

    // MARK: Typed entry points and defaults

    @Test func typedKeyPathsReadAndWriteWithoutStrings() throws {
        let layer = CALayer()
        let x = try #require(LayerKeyPath("position.x"))
        let rotation = try #require(LayerKeyPath(property: .transform, component: .rotationZ))
        layer.setValue(CGFloat(42), at: x)
        layer.setValue(CGFloat(0.3), at: rotation)
        #expect(layer.position.x == 42)
        #expect(layer.value(at: x) as? CGFloat == 42)
        #expect(close(layer.value(at: rotation) as? CGFloat ?? 0, 0.3))
        #expect(layer.value(for: .opacity) as? Float == 1)
        layer.setValue(Float(0.5), for: .opacity)
        #expect(layer.opacity == 0.5)
    }

    @Test func builtInDefaultsComeFromTheDeclaringClass() {
        #expect(CALayer.builtInDefault(for: .anchorPoint) as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.builtInDefault(for: .opacity) as? Float == 1)
        #expect(CALayer.builtInDefault(for: .shadowOffset) as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.builtInDefault(for: .lineWidth) as? CGFloat == 1)
        #expect(CALayer.builtInDefault(for: .strokeEnd) as? CGFloat == 1)
        #expect(CALayer.builtInDefault(for: .startPoint) as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(CALayer.builtInDefault(for: .instanceCount) as? Int == 1)
        #expect(CALayer.builtInDefault(for: .fontSize) as? CGFloat == 36)
        #expect(CALayer.builtInDefault(for: .backgroundColor) == nil)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
    }
}
