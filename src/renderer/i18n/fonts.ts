// Fonts for the scripts operating systems may lack (Khmer, Burmese, Thai): shipped with the app so text
// never falls back to boxes on a bare Linux or kiosk image. The faces are declared in fonts.css with each script's
// unicode-range (the package's per-script files carry none); the page's font stack names them before the system
// fonts, so a script's text waits for its face instead of settling on a system fallback. CJK relies on the system
// fonts every OS has.
import './fonts.css';
