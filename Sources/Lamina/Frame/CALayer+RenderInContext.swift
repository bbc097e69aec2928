import Foundation
import LaminaCPU

extension CALayer {
    /// What `render(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultRender(in ctx: CGContext) {
        let tree = RenderTree(modelOf: self)
        var builder = RenderListBuilder()
        var list = RenderList()
        let toPixels = CATransform3DMakeAffineTransform(ctx.userToPixelTransform)
        builder.build(tree, viewport: .zero, scale: 1,
                      pixelWidth: ctx.width, pixelHeight: ctx.height, rootToPixels: toPixels, into: &list)
        CPUBackend(threadCount: 1).draw(list, into: ctx.pixels)
    }
}

extension CARenderer {
    /// A renderer that draws with the CPU renderer into a bitmap context, one point per
    /// pixel: the area `bounds` (in the root layer's superlayer coordinates) fills the
    /// context, top row first.
    public convenience init(context: CGContext) {
        self.init(backend: ContextBackend(context: context))
    }
}
