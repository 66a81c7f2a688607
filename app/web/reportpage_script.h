#pragma once
// The report page's style and script, as they are sent: their SHA-256 hashes
// are the Content-Security-Policy, so they must be byte for byte what the page holds.

namespace ctd::reportpage {

inline constexpr char kStyle[] = R"(
:root{color-scheme:light dark;--line:#8884;--bad:#b3261e;--good:#1b6e2d}
*{box-sizing:border-box}
body{margin:0;font:16px/1.35 system-ui,-apple-system,"DejaVu Sans",sans-serif}
main{padding:8px 8px 24px;max-width:640px;margin:0 auto}
h1{font-size:1.25em;margin:0}
h2{font-size:1.05em;margin:14px 0 6px}
.meta{margin:2px 0 8px;opacity:.75}
.notice{border:2px solid var(--good);border-radius:8px;padding:6px 10px;margin:8px 0}
.notice.bad{border-color:var(--bad)}
table{border-collapse:collapse;width:100%;table-layout:fixed}
svg.board{display:block;width:100%;max-width:36em;height:auto;margin:0 auto}
th,td{padding:4px 2px;border-bottom:1px solid var(--line);text-align:center}
th.f,th.l{text-align:left;font-weight:600;font-size:.75em;width:32%;overflow-wrap:break-word;hyphens:auto}
thead th{font-size:.7em;font-weight:600;overflow-wrap:break-word}
input[type=text]{width:100%;max-width:3.2em;font-size:1.1em;padding:6px 2px;text-align:center;border:1px solid #888;border-radius:6px}
input[type=checkbox]{width:1.4em;height:1.4em}
input[aria-invalid=true]{border:2px solid var(--bad)}
tr.pr td{text-align:left;color:var(--bad);font-size:.85em;border-bottom:none;padding:0 2px 6px}
tr.pr ul{margin:0;padding-left:1.1em}
tr.out td{font-variant-numeric:tabular-nums;font-weight:600}
.problems{color:var(--bad)}
button{font-size:1.05em;padding:10px 14px;margin:10px 0;width:100%;border-radius:8px;border:1px solid #888}
.confirm button{margin:4px 0}
.confirm input{width:100%;font-size:1.1em;padding:8px;margin:8px 0 0;border:1px solid #888;border-radius:8px;text-transform:uppercase;letter-spacing:.1em}
#call input{width:100%;font-size:1em;padding:8px;border:1px solid #888;border-radius:8px}
#call button{background:#f3e6b3;color:#222}
.done{color:var(--good)}
label{display:block;margin:8px 0 4px}
#code{width:100%;font-size:1.4em;letter-spacing:.1em;padding:8px;text-transform:uppercase;border:1px solid #888;border-radius:8px}
)";

inline constexpr char kScript[] = R"(
(function(){
var form=document.getElementById('sheet');if(!form||!window.fetch)return;
var fieldOf={table_size:'',duplicate_player:'',settlements_range:'settlements',settlements_min:'settlements',
cities_range:'cities',vp_cards_range:'vp_cards',vp_cards_total:'vp_cards',knights_range:'knights',knights_total:'knights',
roads_range:'roads',longest_road_range:'longest_road',army_mark_missing:'army_first',army_mark_multiple:'army_first',
army_mark_misplaced:'army_first',road_mark_missing:'road_first',road_mark_multiple:'road_first',road_mark_misplaced:'road_first',
declared_unavailable:'declared',declared_missing:'declared',declared_multiple:'declared',declared_ineligible:'declared'};
var names=[].map.call(form.querySelectorAll('thead th[data-p]'),function(t){return t.dataset.p;});
var timer=null,asked=0,last=null;
function filled(seat){return [].every.call(form.querySelectorAll('input[type=text][data-s="'+seat+'"]'),function(i){return i.value.trim()!=='';});}
function show(j){last=j;
form.querySelectorAll('tr.pr').forEach(function(r){r.remove();});
form.querySelectorAll('input[aria-invalid]').forEach(function(i){i.removeAttribute('aria-invalid');});
var all=names.every(function(n,s){return filled(s);}),need={};
form.querySelectorAll('tr.mark').forEach(function(r){if(r.querySelector('input:checked'))need[r.dataset.f]=1;});
var ranged={},anyRange=false;
(j.problems||[]).forEach(function(p){if(/_range$/.test(p.code)){ranged[names.indexOf(p.player)]=1;anyRange=true;}});
(j.problems||[]).forEach(function(p){var f=fieldOf[p.code],s=p.player===null?-1:names.indexOf(p.player);
var row=form.querySelector('tr[data-f="'+(f||'top')+'"]');
if(/_range$/.test(p.code)){
var c=row&&s>=0?row.querySelector('input[data-s="'+s+'"]'):null;
if(!c||c.value.trim()===''||c===document.activeElement)return;
}else{
if(s>=0?ranged[s]:anyRange)return;
if(f==='army_first'||f==='road_first'||f==='declared')need[f]=1;
if(s>=0?!filled(s):!all)return;}
if(!row)return;
var pr=row.nextElementSibling;if(!pr||pr.className!=='pr'){pr=document.createElement('tr');pr.className='pr';
var td=document.createElement('td');td.colSpan=names.length+1;td.appendChild(document.createElement('ul'));pr.appendChild(td);row.after(pr);}
var li=document.createElement('li');li.textContent=(p.player?p.player+': ':'')+p.message;pr.querySelector('ul').appendChild(li);
if(s>=0){var i=row.querySelector('input[data-s="'+s+'"]');if(i)i.setAttribute('aria-invalid','true');}});
form.querySelectorAll('tr.mark').forEach(function(r){r.hidden=!need[r.dataset.f];});
var ok=j.ok&&all;
form.querySelectorAll('tr.out').forEach(function(r){var k=r.dataset.k;
r.querySelectorAll('td').forEach(function(td,s){var p=(j.players||[])[s];
td.textContent=p&&(k==='vp'||ok)&&filled(s)?(p[k]===null?'':String(p[k])):'';});});}
function check(){var n=++asked;
fetch(location.pathname.replace(/\/$/,'')+'/check',{method:'POST',body:new URLSearchParams(new FormData(form)),cache:'no-store'})
.then(function(r){return r.ok?r.json():null;}).then(function(j){if(j&&n===asked)show(j);}).catch(function(){});}
form.addEventListener('input',function(){clearTimeout(timer);timer=setTimeout(check,150);});
form.addEventListener('change',function(){clearTimeout(timer);check();});
form.addEventListener('focusout',function(){setTimeout(function(){if(last)show(last);},0);});
})();
)";

} // namespace ctd::reportpage
