import { PAGE_ERROR_KEYS } from '../../../shared/games/page-texts';

// Shared script of the demo game pages: trades the one-time launch token (in the URL fragment, which never
// reaches a server log) for a game session, then plays rounds. Plain ES5-style JS, no template literals.
export const COMMON_SCRIPT = String.raw`
(function () {
  var app = document.getElementById('app');
  var api = app.getAttribute('data-api');
  var hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  var token = hash.get('t') || '';
  history.replaceState(null, '', location.pathname);
  // The page's texts in the launch's language (shell.ts writes them as a JSON data block).
  var TEXTS = JSON.parse(document.getElementById('page-texts').textContent);
  function t(path, values) {
    var found = path.split('.').reduce(function (node, key) { return node && node[key]; }, TEXTS);
    var value = typeof found === 'string' ? found : path;
    return value.replace(/\{(\w+)\}/g, function (mark, name) { return values && values[name] !== undefined ? String(values[name]) : mark; });
  }
  // Refusal codes the server answers, by the page text that tells the player what happened (page-texts.ts).
  var ERROR_TEXT = ${JSON.stringify(PAGE_ERROR_KEYS)};
  function text(code) { return t('errors.' + (ERROR_TEXT[code] || 'unknown')); }
  function post(name, body) {
    return fetch(api + '/' + name, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); }, function () { return { status: 0, statusdesc: 'requestFailed' }; })
      .then(function (res) { if (res.status !== 1) throw res.statusdesc || 'systemError'; return res; });
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'onclick') node.addEventListener('click', attrs[k]);
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }
  // Money as the app's own screens write it (shared MONEY_NUMBER_FORMAT): the locale's grouping, two decimals, the
  // member's currency after it. Amounts arrive as exact decimal strings, which Intl formats without rounding.
  var moneyFormat = new Intl.NumberFormat(TEXTS.locale, TEXTS.moneyFormat);
  var currency = '';
  function money(value) { return moneyFormat.format(value) + (currency ? ' ' + currency : ''); }
  var busy = false;
  var Game = {
    session: null,
    el: el,
    t: t,
    locale: TEXTS.locale,
    stage: document.getElementById('stage'),
    controls: document.getElementById('controls'),
    money: money,
    setBalance: function (value) { document.getElementById('balance').textContent = money(value); },
    message: function (value, cls) { var m = document.getElementById('message'); m.textContent = value; m.className = cls || ''; },
    history: function (value, won) {
      var list = document.getElementById('history');
      list.insertBefore(el('li', { text: value, class: won ? 'win' : 'lose' }), list.firstChild);
      while (list.children.length > 12) list.removeChild(list.lastChild);
    },
    stakeSelect: function (id, values) {
      var select = el('select', { id: id });
      (values || ['1.00', '2.00', '5.00', '10.00', '50.00', '100.00']).forEach(function (v) { select.appendChild(el('option', { value: v, text: v })); });
      return el('label', { for: id }, [document.createTextNode(t('stake')), select]);
    },
    error: function (code) { Game.message(text(code), 'lose'); },
    round: function (extra) {
      if (busy || !Game.session) return Promise.reject('requestProcessing');
      busy = true;
      var id = (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random()).replace(/-/g, '');
      var body = Object.assign({ game_session: Game.session, round_id: id }, extra);
      return post('game/round', body).then(function (res) { busy = false; return res; }, function (code) { busy = false; Game.error(code); throw code; });
    },
    ready: null
  };
  Game.ready = post('game/open', { launch_token: token }).then(function (res) {
    Game.session = res.game_session;
    currency = res.currency;
    Game.setBalance(res.balance);
    return res;
  }, function (code) {
    Game.error(code);
    Array.prototype.forEach.call(document.querySelectorAll('button'), function (b) { b.disabled = true; });
    throw code;
  });
  window.Game = Game;
})();
`;
