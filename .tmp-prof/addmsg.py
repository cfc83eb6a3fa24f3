import json,sys
msgs=json.load(open(sys.argv[1]))
for lang,entries in msgs.items():
    p=f'lang/{lang}.json'
    d=json.load(open(p))
    for k,v in entries.items(): d[k]=v
    d=dict(sorted(d.items()))
    open(p,'w').write(json.dumps(d,indent=2,ensure_ascii=False)+'\n')
