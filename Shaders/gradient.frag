#version 330 core
// A gradient layer: the parameter t at the pixel's plane point (CAGradientLayer's
// geometry, in the layer's points), looked up in the gradient's 256-entry premultiplied
// ramp (LaminaGraphics' table, one row of the ramp texture per gradient), tinted, under
// the rounded shape's coverage and the clip chain.
//   axial:  (p − start)·k, k = (end − start)/|end − start|²
//   radial: |(p − start)/radii|
//   conic:  the angle of p around start from start → end, clockwise on screen, over 2π:
//           p − start turned by −(start → end)'s angle (u its unit vector), then atan,
//           well conditioned where p lies nearly along u
//
// With INTERIOR the fragment is known to be inside the shape (plane.vert); with
// CLIPPED the instances have clip chains.
//
// Extra texels: 9: kind (0 axial, 1 radial, 2 conic), modulation, ramp row; 10: start,
// k (conic: u); 11: radii.

flat in vec3 vU;
flat in vec3 vV;
flat in vec3 vQ;
flat in vec4 vRect;
flat in vec4 vRadii;
flat in int vClip;
flat in uvec4 vExtra0;
flat in uvec4 vExtra1;
flat in uvec4 vExtra2;
uniform sampler2D uRamps;

out vec4 fragColor;

const float twoPi = 6.283185307179586;

float parameter(vec2 p) {
    vec4 a = uintBitsToFloat(vExtra1);
    vec2 d = p - a.xy;
    if (vExtra0.x == 0u) return dot(d, a.zw);
    if (vExtra0.x == 1u) return length(d / uintBitsToFloat(vExtra2.xy));
    vec2 u = a.zw;
    float angle = atan(d.y * u.x - d.x * u.y, dot(d, u));
    if (angle < 0.0) angle += twoPi;
    return angle / twoPi;
}

void main() {
    vec2 pixel = pixelCentre();
    PlanePoint pp = planePoint(pixel, vU, vV, vQ);
#ifdef INTERIOR
    float coverage = 1.0;
#else
    float coverage = roundedRectCoverage(pp, vRect, vRadii);
#endif
#ifdef CLIPPED
    if (coverage > 0.0) coverage *= clipCoverage(vClip, pixel);
#endif
    if (coverage <= 0.0) discard;
    float t = parameter(pp.p);
    t = isnan(t) ? 0.0 : clamp(t, 0.0, 1.0);
    vec4 color = texelFetch(uRamps, ivec2(int(t * 255.0 + 0.5), int(vExtra0.z)), 0);
    fragColor = batchTinted(color * unpackColor(vExtra0.y) * coverage);
}
