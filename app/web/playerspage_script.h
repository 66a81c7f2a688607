#pragma once
// The page's style and script, as they are sent: their SHA-256 hashes are the
// Content-Security-Policy, so they must be byte for byte what the page holds.

namespace ctd::page {

inline constexpr char kStyle[] = R"(
:root{color-scheme:light dark;--line:#8884;--accent:#b3261e}
*{box-sizing:border-box}
body{margin:0;font:17px/1.4 system-ui,-apple-system,"DejaVu Sans",sans-serif}
main{padding:0 12px}
header{padding-top:8px}
h1{font-size:1.35em;margin:0}
.meta{margin:2px 0 8px;opacity:.75}
h2{font-size:1.1em;margin:18px 0 6px}
.find{position:sticky;top:0;padding:6px 12px;background:Canvas;z-index:1}
#find{width:100%;font-size:1.1em;padding:8px 10px;border:1px solid #888;border-radius:8px}
#clock{display:flex;justify-content:space-between;align-items:baseline;border:2px solid var(--line);border-radius:10px;padding:6px 12px;margin:6px 0}
#clock b{font-size:2em;font-variant-numeric:tabular-nums}
#clock.up b,#clock.up span{color:var(--accent)}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid var(--line)}
th{font-size:.85em;opacity:.75;font-weight:600}
td.r,th.r{text-align:right;font-variant-numeric:tabular-nums}
.n{overflow-wrap:break-word}
@media (max-width:400px){#teams th:last-child,#teams td:last-child{display:none}}
.starts{font-size:.8em;opacity:.75}
.empty{opacity:.75}
tr.cut td{font-size:.85em;font-weight:600;color:var(--accent);border-bottom:2px solid var(--accent);padding-top:14px}
tr.out{opacity:.7}
#board svg{display:block;width:100%;max-width:36em;height:auto;margin:0 auto}
#ranks svg{display:block;width:100%;height:auto;font-size:11px}
#ranks .ax{fill:currentColor;opacity:.7}
#ranks .ax line{stroke:var(--line)}
#ranks path{fill:none;stroke:#8886;stroke-width:1.2;stroke-linejoin:round}
#ranks .one path{stroke-width:5;stroke-linecap:round}
#ranks [data-n] text{display:none;fill:currentColor}
#ranks .t1 path{stroke:#b3261e;stroke-width:2.5}#ranks .t2 path{stroke:#1f6fb2;stroke-width:2.5}#ranks .t3 path{stroke:#2e7d32;stroke-width:2.5}
#ranks .one .t1 path,#ranks .one .t2 path,#ranks .one .t3 path{stroke-width:6}
#ranks .t1 text,#ranks .t2 text,#ranks .t3 text,#ranks .picked text{display:inline}
#ranks.picking [data-n]:not(.picked){opacity:.3}
#ranks path.picked,#ranks .picked path{stroke:var(--accent);stroke-width:3.5}
#ranks .one .picked path,#ranks .one path.picked{stroke-width:7}
#ranks .picked text{font-weight:700}
#ranks .cut{stroke:var(--accent);stroke-dasharray:4 3}
#ranks .cutt{fill:var(--accent);font-size:10px}
footer{padding:16px 12px;font-size:.85em;opacity:.65}
)";

inline constexpr char kScript[] = R"(
(function(){
var find=document.getElementById('find'),shown=Date.now();
function fold(s){return s.normalize('NFD').replace(/[\u0300-\u036f]/g,'').toLowerCase().replace(/\u00df/g,'ss');}
function filter(){var q=fold(find.value.trim());
document.querySelectorAll('main tbody tr').forEach(function(r){var n=r.querySelector('.n');
r.hidden=q!==''&&fold((n?n.textContent:'')+'|'+(r.dataset.m||'')).indexOf(q)<0;});
var c=document.getElementById('ranks');if(c){c.classList.toggle('picking',q!=='');
c.querySelectorAll('[data-n]').forEach(function(g){g.classList.toggle('picked',q!==''&&fold(g.dataset.n).indexOf(q)>=0);});}}
function two(n){return n<10?'0'+n:''+n;}
function text(ms){var s=Math.ceil(Math.abs(ms)/1000),h=Math.floor(s/3600),m=Math.floor(s/60)%60;
var t=(h>0?h+':'+two(m):m)+':'+two(s%60);return ms<0?'-'+t:t;}
function tick(){var c=document.getElementById('clock');if(!c||c.dataset.left===undefined)return;
var left=Number(c.dataset.left)-(c.dataset.running==='1'?Date.now()-shown:0);
c.querySelector('b').textContent=text(left);
if(left<=0&&c.dataset.running==='1'){c.className='up';c.querySelector('span').textContent=c.dataset.up;}}
function swap(t){var d=new DOMParser().parseFromString(t,'text/html'),n=d.querySelector('main'),o=document.querySelector('main');
if(n&&o){o.replaceWith(document.adoptNode(n));shown=Date.now();filter();tick();}}
var busy=0,again=0,wait=0;
function load(){if(busy){again=1;return;}busy=1;
fetch(location.pathname,{cache:'no-store'}).then(function(g){return g.ok?g.text().then(swap):null;}).catch(function(){}).then(function(){busy=0;if(again){again=0;load();}});}
function follow(){if(!window.EventSource)return;var es=new EventSource('/events');
es.addEventListener('changed',function(e){var o=document.querySelector('main');
if(o&&e.data!==o.dataset.version&&!wait)wait=setTimeout(function(){wait=0;load();},Math.random()*2000);});}
if(location.hash.length>1){var h=location.hash.slice(1);try{h=decodeURIComponent(h);}catch(e){}find.value=h;}
find.addEventListener('input',filter);document.body.classList.add('live');
setInterval(tick,1000);tick();filter();follow();
})();
)";

} // namespace ctd::page
