/**
 * Script of the game page, served as a file (/platform/slot-assets/slot.js): the page's CSP
 * allows scripts from 'self' only. It reads its texts and settings from data attributes.
 */
export const slotScript = `
(function () {
  'use strict';
  var root = document.querySelector('[data-slot]');
  if (!root) return;
  var config = JSON.parse(root.getAttribute('data-slot'));
  var t = config.texts;
  var el = function (id) { return document.getElementById(id); };
  var reels = el('slot-reels');
  var balanceOut = el('slot-balance');
  var bonusLine = el('slot-bonus-line');
  var bonusOut = el('slot-bonus');
  var lastWinOut = el('slot-last-win');
  var stakeSelect = el('slot-stake');
  var spinButton = el('slot-spin');
  var freeButton = el('slot-free');
  var status = el('slot-status');
  var alertBox = el('slot-alert');
  var notice = el('slot-signin');
  var state = null;
  var busy = false;

  // One formatter per currency: building one costs far more than using it, and the stake list formats a dozen amounts at start-up.
  var formatters = {};
  function format(money) {
    try {
      var formatter = formatters[money.currency];
      if (!formatter) {
        formatter = new Intl.NumberFormat(config.locale, { style: 'currency', currency: money.currency, minimumFractionDigits: 2 });
        formatters[money.currency] = formatter;
      }
      return formatter.format(money.amount);
    } catch (error) {
      return money.amount.toFixed(2) + ' ' + money.currency;
    }
  }
  function fill(text, values) {
    return text.replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g, function (_, key) { return values[key] === undefined ? '' : String(values[key]); });
  }
  function query(extra) {
    var params = new URLSearchParams({ locale: config.locale, version: '1' });
    Object.keys(extra || {}).forEach(function (key) { params.set(key, extra[key]); });
    return params.toString();
  }
  function showAlert(text, withResponsibleGameLink) {
    alertBox.textContent = text;
    alertBox.hidden = !text;
    if (!text || !withResponsibleGameLink || !config.responsibleGameUrl) return;
    var link = document.createElement('a');
    link.className = 'slot-link';
    link.href = config.responsibleGameUrl;
    link.target = '_top';
    link.textContent = t.responsibleGame;
    alertBox.appendChild(document.createTextNode(' '));
    alertBox.appendChild(link);
  }
  // Spec §9: dates dd.mm.yyyy, times h:mm, in the player's time zone.
  function when(iso) {
    var date = iso ? new Date(iso) : null;
    if (!date || isNaN(date.getTime())) return null;
    var pad = function (number) { return (number < 10 ? '0' : '') + number; };
    return { date: pad(date.getDate()) + '.' + pad(date.getMonth() + 1) + '.' + date.getFullYear(), time: date.getHours() + ':' + pad(date.getMinutes()) };
  }
  // Player protection refuses a stake with InvalidRequest and a code naming the player's own
  // exclusion or limit (issue 16); a generic "try again" would invite pointless retries.
  function protectionText(error) {
    if (!error || error.type !== 'InvalidRequestException') return null;
    var data = error.error_data || {};
    var until = when(data.ends_at);
    var left = data.currency ? format({ amount: Number(data.available_amount) || 0, currency: data.currency }) : '';
    var frees = when(data.expired_at);
    var limit = function (text) { return fill(text, { amount: left }) + (frees ? ' ' + fill(t.limitFreesAt, frees) : ''); };
    if (error.code === 'time_out') return until ? fill(t.timeOut, until) : t.selfExcludedPermanent;
    if (error.code === 'self_excluded') return until && !data.permanent ? fill(t.selfExcluded, until) : t.selfExcludedPermanent;
    if (error.code === 'session_limit_reached') return fill(t.sessionLimit, { minutes: data.limit_minutes });
    if (error.code === 'loss_limit_reached') return limit(t.lossLimit);
    if (error.code === 'wager_limit_reached') return limit(t.wagerLimit);
    return null;
  }
  function showRefusal(body) {
    var protection = protectionText(body && body.error);
    showAlert(protection || errorText(body), Boolean(protection));
  }
  function setCell(reel, row, symbol) {
    var cell = reels.querySelector('[data-cell="' + reel + '-' + row + '"]');
    if (!cell) return;
    cell.setAttribute('aria-label', t.symbols[symbol] || symbol);
    cell.querySelector('use').setAttribute('href', '#sym-' + symbol);
    cell.classList.remove('is-win');
  }
  function renderFreeSpins() {
    var free = state && state.free_spins;
    freeButton.hidden = !(free && free.remaining_count > 0);
    if (free) freeButton.textContent = t.useFreeSpin + ' (' + fill(t.freeSpins, { count: free.remaining_count }) + ')';
  }
  function render() {
    balanceOut.textContent = state.balance ? format(state.balance) : '—';
    // A stake main money cannot pay is paid from the bonus balance, so a player with bonus money
    // only must see it here rather than a main balance of 0.00 beside a spin that still plays.
    var bonus = state.bonus_balance;
    bonusLine.hidden = !(bonus && bonus.amount > 0);
    if (bonus) bonusOut.textContent = format(bonus);
    if (!stakeSelect.options.length) {
      state.stakes.forEach(function (stake, index) {
        var option = document.createElement('option');
        option.value = stake.amount.toFixed(2);
        option.textContent = format(stake);
        if (index === 2) option.selected = true;
        stakeSelect.appendChild(option);
      });
    }
    var canPlay = config.mode === 'demo' || state.signed_in;
    notice.hidden = canPlay;
    spinButton.disabled = busy || !canPlay;
    freeButton.disabled = busy;
    renderFreeSpins();
  }
  function errorText(body) {
    var type = body && body.error && body.error.type;
    if (type === 'UserNeedDepositException') return t.insufficientFunds;
    if (type === 'AuthorizationException') return t.signInRequired;
    return t.error;
  }
  function load() {
    return fetch('/api/slot/state?' + query({ sysname: config.sysname, mode: config.mode }), { credentials: 'same-origin' })
      .then(function (response) { return response.json(); })
      .then(function (body) {
        if (body.status !== 'ok') { showAlert(errorText(body)); spinButton.disabled = true; return; }
        state = body.payload;
        render();
      })
      .catch(function () { showAlert(t.error); });
  }
  var pendingSpin = null;
  function newIdempotencyKey() {
    // getRandomValues works on plain http too, where randomUUID does not exist.
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (byte) { return (byte + 256).toString(16).slice(1); }).join('');
  }
  function spin(useFreeSpin) {
    if (busy || !state) return;
    busy = true;
    showAlert('');
    status.textContent = t.spinning;
    status.classList.remove('is-win');
    reels.classList.add('is-spinning');
    reels.setAttribute('aria-busy', 'true');
    render();
    var body = new URLSearchParams({ sysname: config.sysname, mode: config.mode, stake: stakeSelect.value });
    if (useFreeSpin && state.free_spins) body.set('free_spin_pack_id', String(state.free_spins.pack_id));
    // A spin without a successful answer keeps its key: pressing spin again with the same stake
    // asks the server for that spin's result instead of playing a second one. A dropped
    // connection, a proxy's error page or a 5xx may hide a spin that was played; a refused spin
    // stores no key, so its key plays afresh.
    var request = body.toString();
    if (!pendingSpin || pendingSpin.request !== request) pendingSpin = { request: request, key: newIdempotencyKey() };
    var started = Date.now();
    fetch('/api/slot/spin?' + query(), { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': pendingSpin.key }, body: request })
      .then(function (response) { return response.json(); })
      .then(function (result) {
        if (result && result.status === 'ok') pendingSpin = null;
        // Let the reels turn for a moment even on a fast server.
        return new Promise(function (resolve) { setTimeout(function () { resolve(result); }, Math.max(0, 450 - (Date.now() - started))); });
      })
      .then(function (result) {
        reels.classList.remove('is-spinning');
        reels.removeAttribute('aria-busy');
        if (result.status !== 'ok') { status.textContent = ''; showRefusal(result); return; }
        var spinResult = result.payload;
        spinResult.reels.forEach(function (column, reel) { column.forEach(function (symbol, row) { setCell(reel, row, symbol); }); });
        spinResult.wins.forEach(function (win) {
          config.paylines[win.line].slice(0, win.count).forEach(function (row, reel) {
            var cell = reels.querySelector('[data-cell="' + reel + '-' + row + '"]');
            if (cell) cell.classList.add('is-win');
          });
        });
        state.balance = spinResult.balance;
        if (spinResult.bonus_balance) state.bonus_balance = spinResult.bonus_balance;
        if (state.free_spins && spinResult.free_spins_left !== null) {
          state.free_spins.remaining_count = spinResult.free_spins_left;
          if (spinResult.free_spins_left === 0) state.free_spins = null;
        }
        lastWinOut.textContent = format(spinResult.win);
        var jackpot = spinResult.jackpots && spinResult.jackpots[0];
        status.textContent = jackpot ? fill(t.jackpotWin, { amount: format(jackpot.amount) }) : spinResult.win.amount > 0 ? fill(t.win, { amount: format(spinResult.win) }) : t.noWin;
        status.classList.toggle('is-win', spinResult.win.amount > 0);
        if (config.mode === 'play' && window.parent !== window) {
          window.parent.postMessage({ type: 'nfx:balance-changed' }, location.origin);
        }
      })
      .catch(function () { reels.classList.remove('is-spinning'); showAlert(t.error); })
      .then(function () { busy = false; if (state) render(); });
  }
  spinButton.addEventListener('click', function () { spin(false); });
  freeButton.addEventListener('click', function () { spin(true); });
  document.addEventListener('keydown', function (event) {
    if (event.code === 'Space' && event.target === document.body) { event.preventDefault(); spin(false); }
  });
  load();
})();
`;
