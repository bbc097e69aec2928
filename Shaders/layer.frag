#version 330 core
// A layer's background, contents (with CONTENTS) and border, composed in the order Core
// Animation paints them — background, then contents, then the border above both — into
// one premultiplied colour, blended source-over. Coverage is the layer's rounded shape
// times its clip chain; the border's is the shape minus the inner shape (inset by the
// border width, radii reduced by it), as the CPU renderer's.
//
// With CLIPPED the instances have clip chains (compiled apart: the clip loop costs even
// where it does not run on a software rasterizer). With INTERIOR the fragment is known to be inside the shape, the border's inner edge
// and the contents' destination (plane.vert draws only the interior rectangle): no
// coverage arithmetic but the clip chain's.
//
// Extra texels (GPUTypes.swift): 9: background, border colour (packed premultiplied),
// border width. With CONTENTS: 10–12 nine-part axes and the destination origin,
// 13: destination height, flipped, modulation, sampling, 14: the source rectangle in
// texels, 15: the image's place in its texture and its size, 16: the destination
// rectangle's own edges (those reaching the layer's shape pushed far out).

flat in vec3 vU;
flat in vec3 vV;
flat in vec3 vQ;
flat in vec4 vRect;
flat in vec4 vRadii;
flat in int vClip;
flat in uvec4 vExtra0;
#ifdef CONTENTS
flat in uvec4 vExtra1;
flat in uvec4 vExtra2;
flat in uvec4 vExtra3;
flat in uvec4 vExtra4;
flat in uvec4 vExtra5;
flat in uvec4 vExtra6;
flat in uvec4 vExtra7;
uniform sampler2D uImage;
#endif

out vec4 fragColor;

// The inner edge of a border of width d (RoundedRectGeometry.inset).
float innerCoverage(PlanePoint pp, float d) {
    vec4 rect = vRect + vec4(d, d, -d, -d);
    if (!(rect.z > rect.x && rect.w > rect.y)) return 0.0;
    float limit = max(0.0, min(rect.z - rect.x, rect.w - rect.y) * 0.5);
    vec4 radii = min(max(vRadii - vec4(d), vec4(0.0)), vec4(limit));
    return roundedRectCoverage(pp, rect, radii);
}

#ifdef CONTENTS
// Destination distance → unit source position along one nine-part axis
// (length, lead, trail, c0, c1); outside the destination, the part beside it continued
// (NinePartAxis.map).
float ninePart(float d, float length, float lead, float trail, float c0, float c1) {
    if (d < lead && lead > 0.0) return d / lead * c0;
    float tail = length - trail;
    if (d > tail && trail > 0.0) return c1 + (d - tail) / trail * (1.0 - c1);
    float middle = tail - lead;
    return middle > 0.0 ? c0 + (d - lead) / middle * (c1 - c0) : c0;
}

#ifdef MIPMAPPED
// How fast that position changes at d, per plane unit (outside the destination, the
// slope of the part beside it).
float ninePartSlope(float d, float length, float lead, float trail, float c0, float c1) {
    if (d < lead && lead > 0.0) return c0 / lead;
    float tail = length - trail;
    if (d > tail && trail > 0.0) return (1.0 - c1) / trail;
    float middle = tail - lead;
    return middle > 0.0 ? (c1 - c0) / middle : 0.0;
}
#endif

vec4 texel(ivec2 origin, ivec2 size, int x, int y) {
    ivec2 t = origin + clamp(ivec2(x, y), ivec2(0), size - 1);
    return floor(texelFetch(uImage, t, 0) * 255.0 + 0.5);
}

// The CPU's 8-bit bilinear: weights quantized to 1/256, each lerp truncated.
vec4 lerp8(vec4 a, vec4 b, float f) {
    return floor((a * (256.0 - f) + b * f) / 256.0);
}

#ifdef MIPMAPPED
// The CPU's 8-bit bilinear on mip level `level` of an image of `size` texels (its own
// texture), at level-0 texel coordinates uv (each level's scaled by its size).
vec4 levelBilinear(int level, ivec2 size, vec2 uv) {
    ivec2 ls = max(size >> level, ivec2(1));
    vec2 u = uv * vec2(ls) / vec2(size) - 0.5;
    vec2 i = floor(u);
    vec2 f = floor((u - i) * 256.0);
    ivec2 t0 = clamp(ivec2(i), ivec2(0), ls - 1), t1 = clamp(ivec2(i) + 1, ivec2(0), ls - 1);
    vec4 a = floor(texelFetch(uImage, ivec2(t0.x, t0.y), level) * 255.0 + 0.5);
    vec4 b = floor(texelFetch(uImage, ivec2(t1.x, t0.y), level) * 255.0 + 0.5);
    vec4 c = floor(texelFetch(uImage, ivec2(t0.x, t1.y), level) * 255.0 + 0.5);
    vec4 d = floor(texelFetch(uImage, ivec2(t1.x, t1.y), level) * 255.0 + 0.5);
    return lerp8(lerp8(a, b, f.x), lerp8(c, d, f.x), f.y);
}

#endif

vec4 sampleContents(PlanePoint pp) {
    vec2 p = pp.p;
    vec4 a = uintBitsToFloat(vExtra1), b = uintBitsToFloat(vExtra2), c = uintBitsToFloat(vExtra3);
    vec4 e = uintBitsToFloat(vExtra4), source = uintBitsToFloat(vExtra5), place = uintBitsToFloat(vExtra6);
    vec2 d = p - c.zw;
    if (e.y > 0.5) d.y = e.x - d.y;
    float s = ninePart(d.x, a.x, a.y, a.z, a.w, b.x);
    float t = ninePart(d.y, b.y, b.z, b.w, c.x, c.y);
    vec2 uv = source.xy + vec2(s, t) * source.zw;
    ivec2 origin = ivec2(place.xy), size = ivec2(place.zw);
    uint sampling = vExtra4.w;
    if (sampling == 0u) {
        vec2 f = floor(uv);
        return texel(origin, size, int(f.x), int(f.y)) / 255.0;
    }
#ifdef MIPMAPPED
    if (sampling == 2u) {
        // The CPU's trilinear (LaminaRaster's ContentsSampler.trilinear): ρ, the most
        // level-0 texels one pixel step crosses, through the nine-part stretching; levels
        // ⌊log₂ρ⌋ and the next mixed by the fraction in 8 bits.
        vec2 slope = vec2(ninePartSlope(d.x, a.x, a.y, a.z, a.w, b.x) * source.z,
                          ninePartSlope(d.y, b.y, b.z, b.w, c.x, c.y) * source.w);
        vec2 dX = vec2(slope.x * pp.gradX.x, slope.y * pp.gradY.x);
        vec2 dY = vec2(slope.x * pp.gradX.y, slope.y * pp.gradY.y);
        float rho = max(length(dX), length(dY));
        float lod = rho > 0.0 ? log2(rho) : -1.0;
        if (lod > 0.0) {
            int top = 0;
            for (ivec2 s = size; s.x > 1 || s.y > 1; s = max(s >> 1, ivec2(1))) top++;
            if (top > 0) {
                if (lod >= float(top)) return levelBilinear(top, size, uv) / 255.0;
                int level = int(lod);
                float f = min(floor((lod - float(level)) * 256.0), 255.0);
                return lerp8(levelBilinear(level, size, uv), levelBilinear(level + 1, size, uv), f) / 255.0;
            }
        }
    }
#endif
    vec2 u = uv - 0.5;
    vec2 i = floor(u);
    vec2 f = floor((u - i) * 256.0);
    int x = int(i.x), y = int(i.y);
    vec4 top = lerp8(texel(origin, size, x, y), texel(origin, size, x + 1, y), f.x);
    vec4 bottom = lerp8(texel(origin, size, x, y + 1), texel(origin, size, x + 1, y + 1), f.x);
    return lerp8(top, bottom, f.y) / 255.0;
}
#endif

void main() {
    vec2 pixel = pixelCentre();
    PlanePoint pp = planePoint(pixel, vU, vV, vQ);
#ifdef CLIPPED
    float clip = clipCoverage(vClip, pixel);
#else
    float clip = 1.0;
#endif
#ifdef INTERIOR
    float shape = 1.0;
#else
    float shape = roundedRectCoverage(pp, vRect, vRadii);
#endif
    float coverage = shape * clip;
    vec4 color = unpackColor(vExtra0.x) * coverage;
#ifdef CONTENTS
#ifdef INTERIOR
    float destination = 1.0;
#else
    float destination = roundedRectCoverage(pp, uintBitsToFloat(vExtra7), vec4(0.0));
#endif
    if (coverage * destination > 0.0) {
        vec4 contents = sampleContents(pp) * unpackColor(vExtra4.z) * (coverage * destination);
        color = contents + (1.0 - contents.a) * color;
    }
#endif
#ifndef INTERIOR
    float width = uintBitsToFloat(vExtra0.z);
    if (width > 0.0 && vExtra0.y != 0u) {
        float border = max(0.0, shape - innerCoverage(pp, width)) * clip;
        vec4 b = unpackColor(vExtra0.y) * border;
        color = b + (1.0 - b.a) * color;
    }
#endif
    if (color.a <= 0.0 && color.r <= 0.0 && color.g <= 0.0 && color.b <= 0.0) discard;
    fragColor = batchTinted(color);
}
