// One stylesheet for the demo game pages: dark felt, large touch targets, visible focus.
import { GAME_PAGE_FONT_STACK } from './fonts';

export const GAME_STYLES = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 ${GAME_PAGE_FONT_STACK};color:#f4f4f4;
background:radial-gradient(circle at 50% 0,hsl(var(--hue,200) 45% 28%),hsl(var(--hue,200) 50% 9%));min-height:100vh}
main{max-width:1240px;margin:0 auto;padding:12px 20px}
.bar{display:flex;align-items:center;gap:24px;border-bottom:1px solid #ffffff33;padding-bottom:8px}
.bar h1{font-size:22px;margin:0;flex:1}.rtp{opacity:.8;margin:0}.balance{margin:0;font-size:18px}
.balance output{font-weight:700;color:#ffd166}
button,select{font:inherit;border-radius:8px;border:0;padding:10px 18px;cursor:pointer}
button{background:#ffd166;color:#222;font-weight:700}button:disabled{opacity:.5;cursor:default}
button.side{background:#2d6a4f;color:#fff;min-width:150px}button.side[aria-pressed=true]{outline:3px solid #ffd166}
:focus-visible{outline:3px solid #4cc9f0;outline-offset:2px}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:16px 0}
label{display:flex;gap:8px;align-items:center}
#message{min-height:28px;font-size:20px;font-weight:700;text-align:center;margin:8px}
.win{color:#7CFC00}.lose{color:#ff8fa3}
.history h2{font-size:15px;margin:8px 0}.history ol{display:flex;gap:8px;flex-wrap:wrap;list-style:none;padding:0;margin:0}
.history li{background:#0006;border-radius:6px;padding:4px 8px;font-size:13px}
.reels{display:flex;gap:14px;justify-content:center;margin:24px auto;padding:18px;background:#0008;border-radius:18px;width:max-content;border:4px solid #ffd166}
.reel{width:130px;height:330px;overflow:hidden;background:#fff;border-radius:10px;position:relative}
.reel .cell{height:110px;display:flex;align-items:center;justify-content:center;font-size:64px;font-weight:800}
.reel.spinning .strip{animation:spin .12s linear infinite}@keyframes spin{from{transform:translateY(-110px)}to{transform:translateY(0)}}
.payline{position:absolute;left:0;right:0;top:164px;border-top:3px solid #e63946aa;pointer-events:none}
.sym-seven{color:#e63946}.sym-star{color:#f4a261}.sym-bell{color:#e9c46a}.sym-lemon{color:#d4c200}.sym-cherry{color:#c1121f}.sym-blank{color:#ccc}
.table{display:grid;grid-template-columns:1fr 1fr;gap:30px;background:#1b5e3b;border-radius:160px 160px 24px 24px;padding:30px 60px;border:8px solid #6b3e26;min-height:300px}
.hand h2{margin:0 0 10px;text-align:center}.cards{display:flex;gap:10px;justify-content:center;min-height:130px}
.card{width:84px;height:122px;background:#fff;color:#222;border-radius:8px;display:flex;flex-direction:column;justify-content:space-between;padding:6px 8px;
font-size:26px;font-weight:700;box-shadow:0 4px 10px #0007;transform:translate(0,-200px) rotate(-30deg);opacity:0;transition:transform .45s ease,opacity .45s}
.card.dealt{transform:none;opacity:1}.card.red{color:#c1121f}.card .small{font-size:18px;align-self:flex-end}
.total{text-align:center;font-size:22px;margin-top:8px}.dealer{text-align:center;opacity:.85}
.sea{position:relative;height:420px;border-radius:16px;overflow:hidden;background:linear-gradient(#0077b6,#03045e)}
.sea canvas{width:100%;height:100%;display:block}.fish-buttons{display:flex;flex-wrap:wrap;gap:8px}
.dice{display:flex;gap:20px;justify-content:center;margin:40px}.die{width:110px;height:110px;background:#fff;color:#222;border-radius:18px;
display:flex;align-items:center;justify-content:center;font-size:60px;font-weight:800;transition:transform .5s}.die.rolling{transform:rotate(360deg)}
.board{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.board div{background:#0006;padding:8px;border-radius:6px;text-align:center}
.error-page{max-width:640px;margin:80px auto;text-align:center}
`;
