const fs=require('fs');
const t=JSON.parse(fs.readFileSync(process.argv[2]));
const ev=t.traceEvents||t;
// find main renderer thread: thread with most RunTask durations in a renderer
const nav=ev.find(e=>e.name==='navigationStart'&&e.args?.data?.documentLoaderURL?.includes('/en/home'))||ev.find(e=>e.name==='navigationStart');
const pid=nav.pid, tid=nav.tid, t0=nav.ts;
const mine=ev.filter(e=>e.pid===pid&&e.tid===tid);
const tasks=mine.filter(e=>e.name==='RunTask'&&e.dur>15000).sort((a,b)=>a.ts-b.ts);
for(const task of tasks){
  const inner=mine.filter(e=>e.ts>=task.ts&&e.ts<task.ts+task.dur&&e!==task&&e.dur);
  const by={};
  for(const e of inner){ if(['FunctionCall','EvaluateScript','v8.compile','Layout','UpdateLayoutTree','Paint','ParseHTML','TimerFire','EventDispatch','XHRReadyStateChange','FireAnimationFrame','RunMicrotasks','v8.run','ResourceReceivedData','v8.callFunction'].includes(e.name)){
    const k=e.name+(e.args?.data?.url? ' '+e.args.data.url.replace(/.*\//,''):'')+(e.args?.data?.functionName?' '+e.args.data.functionName:'')+(e.args?.data?.type?' '+e.args.data.type:'');
    by[k]=(by[k]||0)+e.dur/1000;}}
  console.log(`task @${((task.ts-t0)/1000).toFixed(0)}ms dur ${(task.dur/1000).toFixed(1)}ms`);
  for(const [k,v] of Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,8)) console.log('   ',v.toFixed(1),k);
}
