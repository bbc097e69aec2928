import Foundation
import LaminaText

// # Layer properties: the one table
//
// Every property of the built-in layer classes is declared here once: its case, its field
// of `RenderValues` (the plain value renderers read; the model stores the same struct and
// a commit hands it to the render tree unchanged), whether Apple documents it as
// animatable, whether it redisplays, its default, and its public accessors. Key-value
// coding, key paths, the model's storage, resetting animated values, typed access for
// animations, presentation copies, implicit actions and redisplay all derive from the
// table.
//
// Adding an animatable property touches three files: this one (a case, a field of
// `RenderValues` and a row), its class (the public property, whose setter calls a
// `store` function), and what draws it.

/// A property of a layer that key-value access and animations can name: the first
/// component of a key path, parsed once from its string.
package enum LayerProperty: UInt8, CaseIterable, Sendable {
    // CALayer geometry
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case frame, isGeometryFlipped
    // CALayer appearance
    case isHidden, isDoubleSided, masksToBounds, mask, opacity, allowsGroupOpacity
    case backgroundColor, cornerRadius, maskedCorners, cornerCurve, borderWidth, borderColor
    case contents, contentsRect, contentsCenter, contentsGravity, contentsScale, contentsFormat
    case minificationFilter, magnificationFilter, minificationFilterBias
    case isOpaque, needsDisplayOnBoundsChange, drawsAsynchronously
    case edgeAntialiasingMask, allowsEdgeAntialiasing, shouldRasterize, rasterizationScale
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case name, style, actions, sublayers, filters, backgroundFilters, compositingFilter
    // CAShapeLayer
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
    case lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint, type
    // CAReplicatorLayer
    case instanceCount, instanceDelay, instanceTransform, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset, preservesDepth
    // CATextLayer
    case string, font, fontSize, foregroundColor, alignmentMode, isWrapped, truncationMode
    case allowsFontSubpixelQuantization
    // CAScrollLayer
    case scrollMode
    // CAEmitterLayer (its preservesDepth is the row above, which both classes declare)
    case emitterCells, emitterPosition, emitterZPosition, emitterSize, emitterDepth, emitterShape, emitterMode
    case renderMode, birthRate, lifetime, velocity, scale, spin, seed
}

/// The descriptors of every `LayerProperty`, by raw value, and the sets derived from them.
package enum LayerPropertyTable {
    // How many model objects of each kind the rows hold (`LayerObjects`): one more row of
    // a kind, one more here.
    // Colours: CALayer's own (background, border, shadow: the first slots, inline in
    // every layer's objects) and the subclasses' (in `RareModelObjects`).
    package typealias ModelOwnColors<T> = InlineArray<3, T>
    package typealias ModelSubclassColors<T> = InlineArray<4, T>
    package typealias ModelPaths<T> = InlineArray<2, T>
    package typealias ModelNumberLists<T> = InlineArray<2, T>
    package typealias ModelColorLists<T> = InlineArray<1, T>
    package typealias ModelNames<T> = InlineArray<15, T>
    package typealias ModelObjects<T> = InlineArray<6, T>

    /// What a row says beyond its storage and accessors.
    struct Traits: OptionSet {
        let rawValue: UInt8
        /// Apple documents it as animatable (CALayer.h and the subclasses' headers).
        static let animatable = Traits(rawValue: 1)
        /// Animatable, but changing it runs no implicit action.
        static let noImplicitAction = Traits(rawValue: 2)
        /// Changing it marks the layer for display.
        static let redisplays = Traits(rawValue: 4)
    }

    package static let descriptors: [LayerPropertyDescriptor] = {
        let all: [LayerPropertyDescriptor] = [
            // CALayer geometry
            row(.bounds, .rect(\.commonGroup, \.bounds), .animatable, .value(\CALayer.bounds), CGRect.zero),
            row(.position, .point(\.commonGroup, \.position), .animatable, .value(\CALayer.position), CGPoint.zero),
            row(.zPosition, .cgFloat(\.commonGroup, \.zPosition), .animatable, .value(\CALayer.zPosition), CGFloat(0)),
            row(.anchorPoint, .point(\.commonGroup, \.anchorPoint), .animatable, .value(\CALayer.anchorPoint), CGPoint(x: 0.5, y: 0.5)),
            row(.anchorPointZ, .cgFloat(\.transformGroup, \.anchorPointZ), .animatable, .value(\CALayer.anchorPointZ), CGFloat(0)),
            row(.transform, .transform(\.transformGroup, \.transform), .animatable, .value(\CALayer.transform), CATransform3DIdentity),
            row(.sublayerTransform, .transform(\.sublayerTransformGroup, \.sublayerTransform), .animatable, .value(\CALayer.sublayerTransform), CATransform3DIdentity),
            row(.frame, .structure, [], .value(\CALayer.frame), nil, type: .rect),
            row(.isGeometryFlipped, .flag(\.commonGroup, \.isGeometryFlipped), [], .value(\CALayer.isGeometryFlipped), false),
            // CALayer appearance
            row(.isHidden, .flag(\.commonGroup, \.isHidden), .animatable, .value(\CALayer.isHidden), false),
            row(.isDoubleSided, .flag(\.commonGroup, \.isDoubleSided), .animatable, .value(\CALayer.isDoubleSided), true),
            row(.masksToBounds, .flag(\.commonGroup, \.masksToBounds), .animatable, .value(\CALayer.masksToBounds), false),
            row(.mask, .structure, [], .optional(\CALayer.mask), nil, type: .layer),
            row(.opacity, .float(\.commonGroup, \.opacity), .animatable, .value(\CALayer.opacity), Float(1)),
            row(.allowsGroupOpacity, .flag(\.commonGroup, \.allowsGroupOpacity), [], .value(\CALayer.allowsGroupOpacity), true),
            row(.backgroundColor, .color(\.commonGroup, \.backgroundColor), .animatable, .optional(\CALayer.backgroundColor), nil),
            row(.cornerRadius, .cgFloat(\.commonGroup, \.cornerRadius), .animatable, .value(\CALayer.cornerRadius), CGFloat(0)),
            row(.maskedCorners, .cornerMask(\.appearanceGroup, \.maskedCorners), [], .mask(\CALayer.maskedCorners),
                CACornerMask.allCorners),
            row(.cornerCurve, .kind(\.appearanceGroup, \.cornerCurve), [], .stringEnum(\CALayer.cornerCurve), CALayerCornerCurve.circular),
            row(.borderWidth, .cgFloat(\.commonGroup, \.borderWidth), .animatable, .value(\CALayer.borderWidth), CGFloat(0)),
            row(.borderColor, .color(\.appearanceGroup, \.borderColor), .animatable, .optional(\CALayer.borderColor), CGColor.black),
            row(.contents, .object(\.contentsGroup, \.contents), .animatable, .optional(\CALayer.contents), nil),
            row(.contentsRect, .rect(\.contentsGroup, \.contentsRect), .animatable, .value(\CALayer.contentsRect), CGRect(x: 0, y: 0, width: 1, height: 1)),
            row(.contentsCenter, .rect(\.contentsGroup, \.contentsCenter), .animatable, .value(\CALayer.contentsCenter), CGRect(x: 0, y: 0, width: 1, height: 1)),
            row(.contentsGravity, .kind(\.contentsGroup, \.contentsGravity), [], .stringEnum(\CALayer.contentsGravity), CALayerContentsGravity.resize),
            row(.contentsScale, .cgFloat(\.contentsGroup, \.contentsScale), .animatable, .value(\CALayer.contentsScale), CGFloat(1)),
            row(.contentsFormat, .modelKind, [], .stringEnum(\CALayer.contentsFormat), CALayerContentsFormat.RGBA8Uint),
            row(.minificationFilter, .kind(\.contentsGroup, \.minificationFilter), [], .stringEnum(\CALayer.minificationFilter), CALayerContentsFilter.linear),
            row(.magnificationFilter, .kind(\.contentsGroup, \.magnificationFilter), [], .stringEnum(\CALayer.magnificationFilter), CALayerContentsFilter.linear),
            row(.minificationFilterBias, .float(\.contentsGroup, \.minificationFilterBias), .animatable, .value(\CALayer.minificationFilterBias), Float(0)),
            row(.isOpaque, .flag(\.appearanceGroup, \.isOpaque), [], .value(\CALayer.isOpaque), false),
            row(.needsDisplayOnBoundsChange, .flag(\.appearanceGroup, \.needsDisplayOnBoundsChange), [], .value(\CALayer.needsDisplayOnBoundsChange), false),
            row(.drawsAsynchronously, .flag(\.appearanceGroup, \.drawsAsynchronously), [], .value(\CALayer.drawsAsynchronously), false),
            row(.edgeAntialiasingMask, .edgeMask(\.appearanceGroup, \.edgeAntialiasingMask), [], .mask(\CALayer.edgeAntialiasingMask),
                CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])),
            row(.allowsEdgeAntialiasing, .flag(\.appearanceGroup, \.allowsEdgeAntialiasing), [], .value(\CALayer.allowsEdgeAntialiasing), false),
            row(.shouldRasterize, .flag(\.appearanceGroup, \.shouldRasterize), .animatable, .value(\CALayer.shouldRasterize), false),
            row(.rasterizationScale, .cgFloat(\.appearanceGroup, \.rasterizationScale), .animatable, .value(\CALayer.rasterizationScale), CGFloat(1)),
            row(.shadowColor, .color(\.shadowGroup, \.shadowColor), .animatable, .optional(\CALayer.shadowColor), CGColor.black),
            row(.shadowOpacity, .float(\.shadowGroup, \.shadowOpacity), .animatable, .value(\CALayer.shadowOpacity), Float(0)),
            row(.shadowOffset, .size(\.shadowGroup, \.shadowOffset), .animatable, .value(\CALayer.shadowOffset), CGSize(width: 0, height: -3)),
            row(.shadowRadius, .cgFloat(\.shadowGroup, \.shadowRadius), .animatable, .value(\CALayer.shadowRadius), CGFloat(3)),
            row(.shadowPath, .path(\.shadowGroup, \.shadowPath), .animatable, .optional(\CALayer.shadowPath), nil),
            row(.name, .modelObject, [], .optional(\CALayer.name), nil, type: .string),
            row(.style, .modelObject, [], .optional(\CALayer.style), nil),
            row(.actions, .modelObject, [], .optional(\CALayer.actions), nil),
            row(.sublayers, .structure, [], .optional(\CALayer.sublayers), nil, type: .layerArray),
            // Core Image filters: animatable as Apple's (their actions run), but stored only:
            // Lamina draws no filters.
            row(.filters, .modelObject, .animatable, .optional(\CALayer.filters), nil),
            row(.backgroundFilters, .modelObject, .animatable, .optional(\CALayer.backgroundFilters), nil),
            row(.compositingFilter, .modelObject, .animatable, .optional(\CALayer.compositingFilter), nil),
            // CAShapeLayer
            row(.path, .path(\.subclassGroup, \.shape.path), [.animatable, .noImplicitAction], .optional(\CAShapeLayer.path), nil),
            row(.fillColor, .color(\.subclassGroup, \.shape.fillColor), .animatable, .optional(\CAShapeLayer.fillColor), CGColor.black),
            row(.fillRule, .kind(\.subclassGroup, \.shape.fillRule), [], .stringEnum(\CAShapeLayer.fillRule), CAShapeLayerFillRule.nonZero),
            row(.strokeColor, .color(\.subclassGroup, \.shape.strokeColor), .animatable, .optional(\CAShapeLayer.strokeColor), nil),
            row(.lineWidth, .cgFloat(\.subclassGroup, \.shape.lineWidth), .animatable, .value(\CAShapeLayer.lineWidth), CGFloat(1)),
            row(.lineCap, .kind(\.subclassGroup, \.shape.lineCap), [], .stringEnum(\CAShapeLayer.lineCap), CAShapeLayerLineCap.butt),
            row(.lineJoin, .kind(\.subclassGroup, \.shape.lineJoin), [], .stringEnum(\CAShapeLayer.lineJoin), CAShapeLayerLineJoin.miter),
            row(.miterLimit, .cgFloat(\.subclassGroup, \.shape.miterLimit), .animatable, .value(\CAShapeLayer.miterLimit), CGFloat(10)),
            row(.lineDashPattern, .numberList(\.subclassGroup, \.shape.lineDashPattern), [], .optional(\CAShapeLayer.lineDashPattern), nil),
            row(.lineDashPhase, .cgFloat(\.subclassGroup, \.shape.lineDashPhase), .animatable, .value(\CAShapeLayer.lineDashPhase), CGFloat(0)),
            row(.strokeStart, .cgFloat(\.subclassGroup, \.shape.strokeStart), .animatable, .value(\CAShapeLayer.strokeStart), CGFloat(0)),
            row(.strokeEnd, .cgFloat(\.subclassGroup, \.shape.strokeEnd), .animatable, .value(\CAShapeLayer.strokeEnd), CGFloat(1)),
            // CAGradientLayer
            row(.colors, .colorList(\.subclassGroup, \.gradient.colors), .animatable, .optional(\CAGradientLayer.colors), nil),
            row(.locations, .numberList(\.subclassGroup, \.gradient.locations), .animatable, .optional(\CAGradientLayer.locations), nil),
            row(.startPoint, .point(\.subclassGroup, \.gradient.startPoint), .animatable, .value(\CAGradientLayer.startPoint), CGPoint(x: 0.5, y: 0)),
            row(.endPoint, .point(\.subclassGroup, \.gradient.endPoint), .animatable, .value(\CAGradientLayer.endPoint), CGPoint(x: 0.5, y: 1)),
            row(.type, .kind(\.subclassGroup, \.gradient.gradientType), [], .stringEnum(\CAGradientLayer.type), CAGradientLayerType.axial),
            // CAReplicatorLayer
            row(.instanceCount, .integer(\.subclassGroup, \.replicator.instanceCount), .animatable, .value(\CAReplicatorLayer.instanceCount), 1),
            row(.instanceDelay, .double(\.subclassGroup, \.replicator.instanceDelay), .animatable, .value(\CAReplicatorLayer.instanceDelay), CFTimeInterval(0)),
            row(.instanceTransform, .transform(\.subclassGroup, \.replicator.instanceTransform), .animatable, .value(\CAReplicatorLayer.instanceTransform), CATransform3DIdentity),
            row(.instanceColor, .color(\.subclassGroup, \.replicator.instanceColor), .animatable, .optional(\CAReplicatorLayer.instanceColor),
                CGColor(red: 1, green: 1, blue: 1, alpha: 1)),
            row(.instanceRedOffset, .float(\.subclassGroup, \.replicator.instanceRedOffset), .animatable, .value(\CAReplicatorLayer.instanceRedOffset), Float(0)),
            row(.instanceGreenOffset, .float(\.subclassGroup, \.replicator.instanceGreenOffset), .animatable, .value(\CAReplicatorLayer.instanceGreenOffset), Float(0)),
            row(.instanceBlueOffset, .float(\.subclassGroup, \.replicator.instanceBlueOffset), .animatable, .value(\CAReplicatorLayer.instanceBlueOffset), Float(0)),
            row(.instanceAlphaOffset, .float(\.subclassGroup, \.replicator.instanceAlphaOffset), .animatable, .value(\CAReplicatorLayer.instanceAlphaOffset), Float(0)),
            // Both CAReplicatorLayer and CAEmitterLayer declare it (one field).
            row(.preservesDepth, .flag(\.subclassGroup, \.replicator.preservesDepth), [], .value(\CALayer.depthPreservation), false,
                owner: .depthPreservingLayer),
            // CATextLayer
            row(.string, .object(\.subclassGroup, \.text.string), .redisplays, .optional(\CATextLayer.string), nil),
            row(.font, .object(\.subclassGroup, \.text.font), .redisplays, .optional(\CATextLayer.font), nil),
            row(.fontSize, .cgFloat(\.subclassGroup, \.text.fontSize), [.animatable, .redisplays], .value(\CATextLayer.fontSize), CGFloat(36)),
            row(.foregroundColor, .color(\.subclassGroup, \.text.foregroundColor), [.animatable, .redisplays], .optional(\CATextLayer.foregroundColor), CGColor.white),
            row(.alignmentMode, .kind(\.subclassGroup, \.text.alignmentMode), .redisplays, .stringEnum(\CATextLayer.alignmentMode), CATextLayerAlignmentMode.natural),
            row(.isWrapped, .flag(\.subclassGroup, \.text.isWrapped), .redisplays, .value(\CATextLayer.isWrapped), false),
            row(.truncationMode, .kind(\.subclassGroup, \.text.truncationMode), .redisplays, .stringEnum(\CATextLayer.truncationMode), CATextLayerTruncationMode.none),
            row(.allowsFontSubpixelQuantization, .flag(\.subclassGroup, \.text.allowsFontSubpixelQuantization), [], .value(\CATextLayer.allowsFontSubpixelQuantization), false),
            // CAScrollLayer: not animatable (CAScrollLayer.h); only the model reads it.
            row(.scrollMode, .modelKind, [], .stringEnum(\CAScrollLayer.scrollMode), CAScrollLayerScrollMode.both),
            // CAEmitterLayer: CAEmitterLayer.h marks the multipliers and the shape's geometry
            // animatable; the cells, names and seed not.
            row(.emitterCells, .object(\.subclassGroup, \.emitter.emitterCells), [], .optional(\CAEmitterLayer.emitterCells), nil),
            row(.emitterPosition, .point(\.subclassGroup, \.emitter.emitterPosition), .animatable, .value(\CAEmitterLayer.emitterPosition), CGPoint.zero),
            row(.emitterZPosition, .cgFloat(\.subclassGroup, \.emitter.emitterZPosition), .animatable, .value(\CAEmitterLayer.emitterZPosition), CGFloat(0)),
            row(.emitterSize, .size(\.subclassGroup, \.emitter.emitterSize), .animatable, .value(\CAEmitterLayer.emitterSize), CGSize.zero),
            row(.emitterDepth, .cgFloat(\.subclassGroup, \.emitter.emitterDepth), .animatable, .value(\CAEmitterLayer.emitterDepth), CGFloat(0)),
            row(.emitterShape, .kind(\.subclassGroup, \.emitter.emitterShape), [], .stringEnum(\CAEmitterLayer.emitterShape), CAEmitterLayerEmitterShape.point),
            row(.emitterMode, .kind(\.subclassGroup, \.emitter.emitterMode), [], .stringEnum(\CAEmitterLayer.emitterMode), CAEmitterLayerEmitterMode.volume),
            row(.renderMode, .kind(\.subclassGroup, \.emitter.renderMode), [], .stringEnum(\CAEmitterLayer.renderMode), CAEmitterLayerRenderMode.unordered),
            row(.birthRate, .float(\.subclassGroup, \.emitter.birthRate), .animatable, .value(\CAEmitterLayer.birthRate), Float(1)),
            row(.lifetime, .float(\.subclassGroup, \.emitter.lifetime), .animatable, .value(\CAEmitterLayer.lifetime), Float(1)),
            row(.velocity, .float(\.subclassGroup, \.emitter.velocity), .animatable, .value(\CAEmitterLayer.velocity), Float(1)),
            row(.scale, .float(\.subclassGroup, \.emitter.scale), .animatable, .value(\CAEmitterLayer.scale), Float(1)),
            row(.spin, .float(\.subclassGroup, \.emitter.spin), .animatable, .value(\CAEmitterLayer.spin), Float(1)),
            row(.seed, .integer(\.subclassGroup, \.emitter.seed), [], .value(\CAEmitterLayer.seedValue), 0),
        ]
        precondition(all.enumerated().allSatisfy { $0.offset == Int($0.element.property.rawValue) },
                     "LayerPropertyTable: rows must follow LayerProperty's order")
        slots = ModelSlots()
        return all
    }()

    /// Every property's storage, by raw value (plain data, for the frame loop).
    package static let storages: [LayerStorage] = descriptors.map(\.storage)
    static let animatable = LayerPropertySet(descriptors.filter(\.isAnimatable).map(\.property))
    static let implicit = LayerPropertySet(descriptors.filter(\.runsImplicitAction).map(\.property))
    static let redisplaying = LayerPropertySet(descriptors.filter(\.redisplays).map(\.property))
    /// Keys (Apple's and the case names, `"hidden"` and `"isHidden"`) → properties.
    static let byKey: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [:]
        for d in descriptors {
            table[d.key] = d.property
            table[String(describing: d.property)] = d.property
        }
        return table
    }()

    private static func row(_ property: LayerProperty, _ field: LayerField, _ traits: Traits,
                            _ access: PropertyAccess, _ defaultValue: Any?,
                            type: LayerValueType? = nil, owner: LayerPropertyOwner? = nil) -> LayerPropertyDescriptor {
        let storage = field.storage(slot: slots.next(field))
        return LayerPropertyDescriptor(
            property: property, key: LayerProperty.appleKey(forCaseName: String(describing: property)),
            owner: owner ?? LayerPropertyOwner(access.root), valueType: type ?? valueType(of: storage), storage: storage,
            isAnimatable: traits.contains(.animatable),
            runsImplicitAction: traits.contains(.animatable) && !traits.contains(.noImplicitAction),
            redisplays: traits.contains(.redisplays), defaultValue: defaultValue, access: access,
            writeKind: field.kindWriter)
    }

    /// Hands out the model's object slots, one kind after another, as rows are made.
    nonisolated(unsafe) private static var slots = ModelSlots()

    /// The Swift type a storage kind holds (model side).
    private static func valueType(of storage: LayerStorage) -> LayerValueType {
        switch storage {
        case .cgFloat: return .cgFloat
        case .float: return .float
        case .double: return .double
        case .integer: return .int
        case .flag: return .bool
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .cornerMask, .edgeMask: return .mask
        case .kind, .modelKind: return .stringEnum
        case .color: return .color
        case .path: return .path
        case .numberList: return .numberArray
        case .colorList, .object, .modelObject, .structure: return .object
        }
    }
}

// MARK: The render values

/// A layer's values in the form renderers and animations use: plain values only
/// (colours as RGBA, paths as `PathStorage`, string-backed enums as resolved kinds), so
/// evaluating and drawing a frame never creates objects. The same struct is the model's
/// storage (`LayerState.values`), what a commit hands the render tree (copied whole, no
/// conversion), and what animations write presented values into each frame. Every field
/// lies in one of its groups, shared copy-on-write (`RenderValueGroup`): what every layer
/// draws with in `CommonValues`, the rest by what sets it. A copy of the values (a commit
/// handing them to the render tree) is seven references, and a plain layer's fields are
/// kept once by its model and its render node together.
/// Renderers read the fields by name; everything else reaches them through the table's
/// rows (`RenderValues+Animation.swift`). Initial values are Apple's defaults (a test
/// checks they are the rows' too).
package struct RenderValues {
    package typealias RGBA = CGColor.RGBA

    // The groups' fields read by name through their accessors (`CommonValues.swift`,
    // `TransformValues.swift`, …) and by offset through the rows.
    package var commonGroup = RenderValueGroup<CommonValues>()
    package var transformGroup = RenderValueGroup<TransformValues>()
    package var sublayerTransformGroup = RenderValueGroup<SublayerTransformValues>()
    package var appearanceGroup = RenderValueGroup<AppearanceValues>()
    package var shadowGroup = RenderValueGroup<ShadowValues>()
    package var contentsGroup = RenderValueGroup<ContentsValues>()
    package var subclassGroup = RenderValueGroup<SubclassValues>()

    /// Every property at its default.
    package init() {}
}
