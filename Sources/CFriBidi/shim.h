// FriBidi: the Unicode Bidirectional Algorithm (UAX #9), paragraph direction and
// embedding levels, bracket pairs included.
#include <fribidi.h>

// Macros Swift cannot import, as constants.
static const FriBidiParType LAMINA_FRIBIDI_PAR_ON = FRIBIDI_PAR_ON;
static const FriBidiParType LAMINA_FRIBIDI_PAR_LTR = FRIBIDI_PAR_LTR;
static const FriBidiParType LAMINA_FRIBIDI_PAR_RTL = FRIBIDI_PAR_RTL;
