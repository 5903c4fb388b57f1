// Fonts for the scripts operating systems may lack (Khmer for "tw", Burmese, Thai): shipped with the app
// (SIL OFL 1.1, @fontsource) so text never falls back to boxes on a bare Linux or kiosk image. The weight files
// are imported whole because they declare each face's unicode-range (the per-script files do not): with the
// ranges, the browser downloads a face only when a page shows its characters, and skips the Khmer face for
// Burmese text instead of drawing it as boxes (which bold Burmese did). CJK relies on the system fonts every OS has.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
