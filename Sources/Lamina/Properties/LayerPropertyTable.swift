import Foundation

// # Layer properties: the one table
//
// Every property of the built-in layer classes is declared here once: its case, where it
// lives (its `RenderValues` slot, which the model stores and a commit hands the render
// tree unchanged), whether Apple documents it as animatable, whether it redisplays, its
// default, and its public accessors. Key-value coding, key paths, the model's storage,
// resetting animated values, typed access for animations, presentation copies, implicit
// actions and redisplay all derive from the table.
//
// Adding an animatable property touches three files: this one (a case, a row and, for
// renderers, a named accessor at the end), its class (the public property, whose setter
// calls a `store` function), and what draws it.

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
}

/// The descriptors of every `LayerProperty`, by raw value, and the sets derived from them.
package enum LayerPropertyTable {
    // How many slots of each storage kind the rows use: `RenderValues` and the model's
    // `LayerObjects` hold exactly these (one more row of a kind: one more here).
    package typealias Numbers<T> = InlineArray<21, T>
    package typealias Integers<T> = InlineArray<1, T>
    package typealias Flags<T> = InlineArray<13, T>
    package typealias Points<T> = InlineArray<4, T>
    package typealias Sizes<T> = InlineArray<1, T>
    package typealias Rects<T> = InlineArray<3, T>
    package typealias Transforms<T> = InlineArray<3, T>
    package typealias Masks<T> = InlineArray<2, T>
    package typealias Kinds<T> = InlineArray<11, T>
    package typealias Colors<T> = InlineArray<7, T>
    package typealias Paths<T> = InlineArray<2, T>
    package typealias NumberLists<T> = InlineArray<2, T>
    package typealias ColorLists<T> = InlineArray<1, T>
    package typealias Objects<T> = InlineArray<3, T>
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
            row(.bounds, .rect(0), .animatable, .value(\CALayer.bounds), CGRect.zero),
            row(.position, .point(0), .animatable, .value(\CALayer.position), CGPoint.zero),
            row(.zPosition, .number(0, .cgFloat), .animatable, .value(\CALayer.zPosition), CGFloat(0)),
            row(.anchorPoint, .point(1), .animatable, .value(\CALayer.anchorPoint), CGPoint(x: 0.5, y: 0.5)),
            row(.anchorPointZ, .number(1, .cgFloat), .animatable, .value(\CALayer.anchorPointZ), CGFloat(0)),
            row(.transform, .transform(0), .animatable, .value(\CALayer.transform), CATransform3DIdentity),
            row(.sublayerTransform, .transform(1), .animatable, .value(\CALayer.sublayerTransform), CATransform3DIdentity),
            row(.frame, .structure, [], .value(\CALayer.frame), nil, type: .rect),
            row(.isGeometryFlipped, .flag(0), [], .value(\CALayer.isGeometryFlipped), false),
            // CALayer appearance
            row(.isHidden, .flag(1), .animatable, .value(\CALayer.isHidden), false),
            row(.isDoubleSided, .flag(2), .animatable, .value(\CALayer.isDoubleSided), true),
            row(.masksToBounds, .flag(3), .animatable, .value(\CALayer.masksToBounds), false),
            row(.mask, .structure, [], .optional(\CALayer.mask), nil, type: .layer),
            row(.opacity, .number(2, .float), .animatable, .value(\CALayer.opacity), Float(1)),
            row(.allowsGroupOpacity, .flag(4), [], .value(\CALayer.allowsGroupOpacity), true),
            row(.backgroundColor, .color(0), .animatable, .optional(\CALayer.backgroundColor), nil),
            row(.cornerRadius, .number(3, .cgFloat), .animatable, .value(\CALayer.cornerRadius), CGFloat(0)),
            row(.maskedCorners, .mask(0), [], .mask(\CALayer.maskedCorners),
                CACornerMask([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])),
            row(.cornerCurve, .kind(0), [], .stringEnum(\CALayer.cornerCurve), CALayerCornerCurve.circular),
            row(.borderWidth, .number(4, .cgFloat), .animatable, .value(\CALayer.borderWidth), CGFloat(0)),
            row(.borderColor, .color(1), .animatable, .optional(\CALayer.borderColor), CGColor.black),
            row(.contents, .object(0), .animatable, .optional(\CALayer.contents), nil),
            row(.contentsRect, .rect(1), .animatable, .value(\CALayer.contentsRect), CGRect(x: 0, y: 0, width: 1, height: 1)),
            row(.contentsCenter, .rect(2), .animatable, .value(\CALayer.contentsCenter), CGRect(x: 0, y: 0, width: 1, height: 1)),
            row(.contentsGravity, .kind(1), [], .stringEnum(\CALayer.contentsGravity), CALayerContentsGravity.resize),
            row(.contentsScale, .number(5, .cgFloat), .animatable, .value(\CALayer.contentsScale), CGFloat(1)),
            row(.contentsFormat, .kind(2), [], .stringEnum(\CALayer.contentsFormat), CALayerContentsFormat.RGBA8Uint),
            row(.minificationFilter, .kind(3), [], .stringEnum(\CALayer.minificationFilter), CALayerContentsFilter.linear),
            row(.magnificationFilter, .kind(4), [], .stringEnum(\CALayer.magnificationFilter), CALayerContentsFilter.linear),
            row(.minificationFilterBias, .number(6, .float), .animatable, .value(\CALayer.minificationFilterBias), Float(0)),
            row(.isOpaque, .flag(5), [], .value(\CALayer.isOpaque), false),
            row(.needsDisplayOnBoundsChange, .flag(6), [], .value(\CALayer.needsDisplayOnBoundsChange), false),
            row(.drawsAsynchronously, .flag(7), [], .value(\CALayer.drawsAsynchronously), false),
            row(.edgeAntialiasingMask, .mask(1), [], .mask(\CALayer.edgeAntialiasingMask),
                CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])),
            row(.allowsEdgeAntialiasing, .flag(8), [], .value(\CALayer.allowsEdgeAntialiasing), false),
            row(.shouldRasterize, .flag(9), .animatable, .value(\CALayer.shouldRasterize), false),
            row(.rasterizationScale, .number(7, .cgFloat), .animatable, .value(\CALayer.rasterizationScale), CGFloat(1)),
            row(.shadowColor, .color(2), .animatable, .optional(\CALayer.shadowColor), CGColor.black),
            row(.shadowOpacity, .number(8, .float), .animatable, .value(\CALayer.shadowOpacity), Float(0)),
            row(.shadowOffset, .size(0), .animatable, .value(\CALayer.shadowOffset), CGSize(width: 0, height: -3)),
            row(.shadowRadius, .number(9, .cgFloat), .animatable, .value(\CALayer.shadowRadius), CGFloat(3)),
            row(.shadowPath, .path(0), .animatable, .optional(\CALayer.shadowPath), nil),
            row(.name, .modelObject(0), [], .optional(\CALayer.name), nil, type: .string),
            row(.style, .modelObject(1), [], .optional(\CALayer.style), nil),
            row(.actions, .modelObject(2), [], .optional(\CALayer.actions), nil),
            row(.sublayers, .structure, [], .optional(\CALayer.sublayers), nil, type: .layerArray),
            // Core Image filters: stored (Lamina draws none), so not animated.
            row(.filters, .modelObject(3), [], .optional(\CALayer.filters), nil),
            row(.backgroundFilters, .modelObject(4), [], .optional(\CALayer.backgroundFilters), nil),
            row(.compositingFilter, .modelObject(5), [], .optional(\CALayer.compositingFilter), nil),
            // CAShapeLayer
            row(.path, .path(1), [.animatable, .noImplicitAction], .optional(\CAShapeLayer.path), nil),
            row(.fillColor, .color(3), .animatable, .optional(\CAShapeLayer.fillColor), CGColor.black),
            row(.fillRule, .kind(5), [], .stringEnum(\CAShapeLayer.fillRule), CAShapeLayerFillRule.nonZero),
            row(.strokeColor, .color(4), .animatable, .optional(\CAShapeLayer.strokeColor), nil),
            row(.lineWidth, .number(10, .cgFloat), .animatable, .value(\CAShapeLayer.lineWidth), CGFloat(1)),
            row(.lineCap, .kind(6), [], .stringEnum(\CAShapeLayer.lineCap), CAShapeLayerLineCap.butt),
            row(.lineJoin, .kind(7), [], .stringEnum(\CAShapeLayer.lineJoin), CAShapeLayerLineJoin.miter),
            row(.miterLimit, .number(11, .cgFloat), .animatable, .value(\CAShapeLayer.miterLimit), CGFloat(10)),
            row(.lineDashPattern, .numberList(0), [], .optional(\CAShapeLayer.lineDashPattern), nil),
            row(.lineDashPhase, .number(12, .cgFloat), .animatable, .value(\CAShapeLayer.lineDashPhase), CGFloat(0)),
            row(.strokeStart, .number(13, .cgFloat), .animatable, .value(\CAShapeLayer.strokeStart), CGFloat(0)),
            row(.strokeEnd, .number(14, .cgFloat), .animatable, .value(\CAShapeLayer.strokeEnd), CGFloat(1)),
            // CAGradientLayer
            row(.colors, .colorList(0), .animatable, .optional(\CAGradientLayer.colors), nil),
            row(.locations, .numberList(1), .animatable, .optional(\CAGradientLayer.locations), nil),
            row(.startPoint, .point(2), .animatable, .value(\CAGradientLayer.startPoint), CGPoint(x: 0.5, y: 0)),
            row(.endPoint, .point(3), .animatable, .value(\CAGradientLayer.endPoint), CGPoint(x: 0.5, y: 1)),
            row(.type, .kind(8), [], .stringEnum(\CAGradientLayer.type), CAGradientLayerType.axial),
            // CAReplicatorLayer
            row(.instanceCount, .integer(0), .animatable, .value(\CAReplicatorLayer.instanceCount), 1),
            row(.instanceDelay, .number(15, .double), .animatable, .value(\CAReplicatorLayer.instanceDelay), CFTimeInterval(0)),
            row(.instanceTransform, .transform(2), .animatable, .value(\CAReplicatorLayer.instanceTransform), CATransform3DIdentity),
            row(.instanceColor, .color(5), .animatable, .optional(\CAReplicatorLayer.instanceColor), CGColor.white),
            row(.instanceRedOffset, .number(16, .float), .animatable, .value(\CAReplicatorLayer.instanceRedOffset), Float(0)),
            row(.instanceGreenOffset, .number(17, .float), .animatable, .value(\CAReplicatorLayer.instanceGreenOffset), Float(0)),
            row(.instanceBlueOffset, .number(18, .float), .animatable, .value(\CAReplicatorLayer.instanceBlueOffset), Float(0)),
            row(.instanceAlphaOffset, .number(19, .float), .animatable, .value(\CAReplicatorLayer.instanceAlphaOffset), Float(0)),
            row(.preservesDepth, .flag(10), [], .value(\CAReplicatorLayer.preservesDepth), false),
            // CATextLayer
            row(.string, .object(1), .redisplays, .optional(\CATextLayer.string), nil),
            row(.font, .object(2), .redisplays, .optional(\CATextLayer.font), nil),
            row(.fontSize, .number(20, .cgFloat), [.animatable, .redisplays], .value(\CATextLayer.fontSize), CGFloat(36)),
            row(.foregroundColor, .color(6), [.animatable, .redisplays], .optional(\CATextLayer.foregroundColor), CGColor.white),
            row(.alignmentMode, .kind(9), .redisplays, .stringEnum(\CATextLayer.alignmentMode), CATextLayerAlignmentMode.natural),
            row(.isWrapped, .flag(11), .redisplays, .value(\CATextLayer.isWrapped), false),
            row(.truncationMode, .kind(10), .redisplays, .stringEnum(\CATextLayer.truncationMode), CATextLayerTruncationMode.none),
            row(.allowsFontSubpixelQuantization, .flag(12), [], .value(\CATextLayer.allowsFontSubpixelQuantization), false),
        ]
        precondition(all.enumerated().allSatisfy { $0.offset == Int($0.element.property.rawValue) },
                     "LayerPropertyTable: rows must follow LayerProperty's order")
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

    private static func row(_ property: LayerProperty, _ storage: LayerStorage, _ traits: Traits,
                            _ access: PropertyAccess, _ defaultValue: Any?,
                            type: LayerValueType? = nil) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            property: property, key: LayerProperty.appleKey(forCaseName: String(describing: property)),
            owner: LayerPropertyOwner(access.root), valueType: type ?? valueType(of: storage), storage: storage,
            isAnimatable: traits.contains(.animatable),
            runsImplicitAction: traits.contains(.animatable) && !traits.contains(.noImplicitAction),
            redisplays: traits.contains(.redisplays), defaultValue: defaultValue, access: access)
    }

    /// The Swift type a storage kind holds (model side).
    private static func valueType(of storage: LayerStorage) -> LayerValueType {
        switch storage {
        case .number(_, .cgFloat): return .cgFloat
        case .number(_, .float): return .float
        case .number(_, .double): return .double
        case .integer: return .int
        case .flag: return .bool
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .mask: return .mask
        case .kind: return .stringEnum
        case .color: return .color
        case .path: return .path
        case .numberList: return .numberArray
        case .colorList, .object, .modelObject, .structure: return .object
        }
    }
}

// MARK: The render values by name (what the renderers read)

extension RenderValues {
    @inline(__always) package var bounds: CGRect { get { self[rect: .bounds] } set { self[rect: .bounds] = newValue } }
    @inline(__always) package var position: CGPoint { get { self[point: .position] } set { self[point: .position] = newValue } }
    @inline(__always) package var zPosition: CGFloat { get { self[cgFloat: .zPosition] } set { self[cgFloat: .zPosition] = newValue } }
    @inline(__always) package var anchorPoint: CGPoint { get { self[point: .anchorPoint] } set { self[point: .anchorPoint] = newValue } }
    @inline(__always) package var anchorPointZ: CGFloat { get { self[cgFloat: .anchorPointZ] } set { self[cgFloat: .anchorPointZ] = newValue } }
    @inline(__always) package var transform: CATransform3D { get { self[transform: .transform] } set { self[transform: .transform] = newValue } }
    @inline(__always) package var sublayerTransform: CATransform3D {
        get { self[transform: .sublayerTransform] } set { self[transform: .sublayerTransform] = newValue }
    }
    @inline(__always) package var isGeometryFlipped: Bool { get { self[flag: .isGeometryFlipped] } set { self[flag: .isGeometryFlipped] = newValue } }
    @inline(__always) package var isHidden: Bool { get { self[flag: .isHidden] } set { self[flag: .isHidden] = newValue } }
    @inline(__always) package var isDoubleSided: Bool { get { self[flag: .isDoubleSided] } set { self[flag: .isDoubleSided] = newValue } }
    @inline(__always) package var masksToBounds: Bool { get { self[flag: .masksToBounds] } set { self[flag: .masksToBounds] = newValue } }
    @inline(__always) package var opacity: Float { get { self[float: .opacity] } set { self[float: .opacity] = newValue } }
    @inline(__always) package var allowsGroupOpacity: Bool { self[flag: .allowsGroupOpacity] }
    @inline(__always) package var backgroundColor: RGBA? { get { self[color: .backgroundColor] } set { self[color: .backgroundColor] = newValue } }
    @inline(__always) package var cornerRadius: CGFloat { get { self[cgFloat: .cornerRadius] } set { self[cgFloat: .cornerRadius] = newValue } }
    @inline(__always) package var maskedCorners: CACornerMask { CACornerMask(rawValue: self[mask: .maskedCorners]) }
    @inline(__always) package var cornerCurve: CALayerCornerCurve { self[kind: .cornerCurve] == 1 ? .continuous : .circular }
    @inline(__always) package var borderWidth: CGFloat { get { self[cgFloat: .borderWidth] } set { self[cgFloat: .borderWidth] = newValue } }
    @inline(__always) package var borderColor: RGBA? { get { self[color: .borderColor] } set { self[color: .borderColor] = newValue } }
    @inline(__always) package var contents: Any? { get { self[object: .contents] } set { self[object: .contents] = newValue } }
    @inline(__always) package var contentsRect: CGRect { get { self[rect: .contentsRect] } set { self[rect: .contentsRect] = newValue } }
    @inline(__always) package var contentsCenter: CGRect { get { self[rect: .contentsCenter] } set { self[rect: .contentsCenter] = newValue } }
    @inline(__always) package var contentsGravity: ContentsGravityKind { ContentsGravityKind(rawValue: self[kind: .contentsGravity]) ?? .center }
    @inline(__always) package var contentsScale: CGFloat { get { self[cgFloat: .contentsScale] } set { self[cgFloat: .contentsScale] = newValue } }
    @inline(__always) package var minificationFilter: ContentsFilterKind { ContentsFilterKind(rawValue: self[kind: .minificationFilter]) ?? .linear }
    @inline(__always) package var magnificationFilter: ContentsFilterKind { ContentsFilterKind(rawValue: self[kind: .magnificationFilter]) ?? .linear }
    @inline(__always) package var minificationFilterBias: Float { get { self[float: .minificationFilterBias] } set { self[float: .minificationFilterBias] = newValue } }
    @inline(__always) package var allowsEdgeAntialiasing: Bool { self[flag: .allowsEdgeAntialiasing] }
    @inline(__always) package var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        CAEdgeAntialiasingMask(rawValue: UInt32(truncatingIfNeeded: self[mask: .edgeAntialiasingMask]))
    }
    @inline(__always) package var shouldRasterize: Bool { get { self[flag: .shouldRasterize] } set { self[flag: .shouldRasterize] = newValue } }
    @inline(__always) package var rasterizationScale: CGFloat {
        get { self[cgFloat: .rasterizationScale] } set { self[cgFloat: .rasterizationScale] = newValue }
    }
    @inline(__always) package var shadowColor: RGBA? { get { self[color: .shadowColor] } set { self[color: .shadowColor] = newValue } }
    @inline(__always) package var shadowOpacity: Float { get { self[float: .shadowOpacity] } set { self[float: .shadowOpacity] = newValue } }
    @inline(__always) package var shadowOffset: CGSize { get { self[size: .shadowOffset] } set { self[size: .shadowOffset] = newValue } }
    @inline(__always) package var shadowRadius: CGFloat { get { self[cgFloat: .shadowRadius] } set { self[cgFloat: .shadowRadius] = newValue } }
    @inline(__always) package var shadowPath: PathStorage? { get { self[path: .shadowPath] } set { self[path: .shadowPath] = newValue } }
    // CAShapeLayer
    @inline(__always) package var path: PathStorage? { get { self[path: .path] } set { self[path: .path] = newValue } }
    @inline(__always) package var fillColor: RGBA? { get { self[color: .fillColor] } set { self[color: .fillColor] = newValue } }
    @inline(__always) package var fillRule: CGPathFillRule { CGPathFillRule(rawValue: Int32(self[kind: .fillRule])) ?? .winding }
    @inline(__always) package var strokeColor: RGBA? { get { self[color: .strokeColor] } set { self[color: .strokeColor] = newValue } }
    @inline(__always) package var lineWidth: CGFloat { get { self[cgFloat: .lineWidth] } set { self[cgFloat: .lineWidth] = newValue } }
    @inline(__always) package var lineCap: CGLineCap { CGLineCap(rawValue: Int32(self[kind: .lineCap])) ?? .butt }
    @inline(__always) package var lineJoin: CGLineJoin { CGLineJoin(rawValue: Int32(self[kind: .lineJoin])) ?? .miter }
    @inline(__always) package var miterLimit: CGFloat { get { self[cgFloat: .miterLimit] } set { self[cgFloat: .miterLimit] = newValue } }
    @inline(__always) package var lineDashPattern: [CGFloat]? { self[numberList: .lineDashPattern] }
    @inline(__always) package var lineDashPhase: CGFloat { get { self[cgFloat: .lineDashPhase] } set { self[cgFloat: .lineDashPhase] = newValue } }
    @inline(__always) package var strokeStart: CGFloat { get { self[cgFloat: .strokeStart] } set { self[cgFloat: .strokeStart] = newValue } }
    @inline(__always) package var strokeEnd: CGFloat { get { self[cgFloat: .strokeEnd] } set { self[cgFloat: .strokeEnd] = newValue } }
    // CAGradientLayer
    @inline(__always) package var colors: [RGBA]? { get { self[colorList: .colors] } set { self[colorList: .colors] = newValue } }
    @inline(__always) package var locations: [CGFloat]? { get { self[numberList: .locations] } set { self[numberList: .locations] = newValue } }
    @inline(__always) package var startPoint: CGPoint { get { self[point: .startPoint] } set { self[point: .startPoint] = newValue } }
    @inline(__always) package var endPoint: CGPoint { get { self[point: .endPoint] } set { self[point: .endPoint] = newValue } }
    @inline(__always) package var gradientType: GradientKind { GradientKind(rawValue: self[kind: .type]) ?? .axial }
    // CAReplicatorLayer
    @inline(__always) package var instanceCount: Int { get { self[integer: .instanceCount] } set { self[integer: .instanceCount] = newValue } }
    @inline(__always) package var instanceDelay: CFTimeInterval { get { self[number: .instanceDelay] } set { self[number: .instanceDelay] = newValue } }
    @inline(__always) package var instanceTransform: CATransform3D {
        get { self[transform: .instanceTransform] } set { self[transform: .instanceTransform] = newValue }
    }
    @inline(__always) package var instanceColor: RGBA? { get { self[color: .instanceColor] } set { self[color: .instanceColor] = newValue } }
    @inline(__always) package var instanceRedOffset: Float { get { self[float: .instanceRedOffset] } set { self[float: .instanceRedOffset] = newValue } }
    @inline(__always) package var instanceGreenOffset: Float {
        get { self[float: .instanceGreenOffset] } set { self[float: .instanceGreenOffset] = newValue }
    }
    @inline(__always) package var instanceBlueOffset: Float { get { self[float: .instanceBlueOffset] } set { self[float: .instanceBlueOffset] = newValue } }
    @inline(__always) package var instanceAlphaOffset: Float {
        get { self[float: .instanceAlphaOffset] } set { self[float: .instanceAlphaOffset] = newValue }
    }
    @inline(__always) package var preservesDepth: Bool { self[flag: .preservesDepth] }
    // CATextLayer
    @inline(__always) package var string: Any? { get { self[object: .string] } set { self[object: .string] = newValue } }
    @inline(__always) package var font: Any? { self[object: .font] }
    @inline(__always) package var fontSize: CGFloat { get { self[cgFloat: .fontSize] } set { self[cgFloat: .fontSize] = newValue } }
    @inline(__always) package var foregroundColor: RGBA? { get { self[color: .foregroundColor] } set { self[color: .foregroundColor] = newValue } }
    @inline(__always) package var alignmentMode: TextAlignmentKind { TextAlignmentKind(rawValue: self[kind: .alignmentMode]) ?? .natural }
    @inline(__always) package var isWrapped: Bool { self[flag: .isWrapped] }
    @inline(__always) package var truncationMode: TruncationKind { TruncationKind(rawValue: self[kind: .truncationMode]) ?? .none }
}
