// Fonts for the scripts operating systems may lack (Khmer for "tw", Burmese, Thai): shipped with the app
// (SIL OFL 1.1, @fontsource) so text never falls back to boxes on a bare Linux or kiosk image. Only the
// script subsets are bundled, and the browser downloads a file only when a page uses its characters
// (unicode-range), so English players pay nothing. CJK relies on the system fonts every OS has.
import '@fontsource/noto-sans-khmer/khmer-400.css';
import '@fontsource/noto-sans-khmer/khmer-700.css';
import '@fontsource/noto-sans-myanmar/myanmar-400.css';
import '@fontsource/noto-sans-myanmar/myanmar-700.css';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
