#version 330 core
// An offscreen group composited into its parent: the group's pixels over its shadow
// (the blurred alpha, offset, in the shadow colour), times the mask's alpha, times the
// group opacity and its clip chain — the CPU renderer's recipe (BandPainter+Groups).
//
// Texels: 0 the composite's pixel rectangle; 1: the group target (origin, size);
// 2: opacity, clip + 1, flags (1 mask, 2 shadow), shadow colour; 3: the shadow plane's
// origin (offset included) and size. The clip is read with CLIPPED.

flat in vec4 vRect;
flat in uvec4 vExtra0;
flat in uvec4 vExtra1;
flat in uvec4 vExtra2;
uniform sampler2D uContent;
uniform sampler2D uMask;
uniform sampler2D uShadow;

out vec4 fragColor;

bool inside(vec2 p, vec4 target) {
    return p.x >= target.x && p.y >= target.y && p.x < target.x + target.z && p.y < target.y + target.w;
}

void main() {
    vec2 pixel = pixelCentre();
    vec4 target = uintBitsToFloat(vExtra0);
    uint flags = vExtra1.z;
    vec4 color = inside(pixel, target) ? texelFetch(uContent, targetTexel(pixel, target), 0) : vec4(0.0);
    if ((flags & 2u) != 0u) {
        vec4 plane = uintBitsToFloat(vExtra2);
        float a = inside(pixel, plane) ? texelFetch(uShadow, targetTexel(pixel, plane), 0).r : 0.0;
        vec4 shadow = unpackColor(vExtra1.w) * clamp(a, 0.0, 1.0);
        color = color + (1.0 - color.a) * shadow;
    }
    if ((flags & 1u) != 0u) {
        color *= inside(pixel, target) ? texelFetch(uMask, targetTexel(pixel, target), 0).a : 0.0;
    }
    float coverage = uintBitsToFloat(vExtra1.x);
#ifdef CLIPPED
    coverage *= clipCoverage(int(vExtra1.y) - 1, pixel);
#endif
    color *= coverage;
    if (color.a <= 0.0) discard;
    fragColor = batchTinted(color);
}
