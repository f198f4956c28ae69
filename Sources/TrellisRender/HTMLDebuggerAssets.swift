/// The view debugger's style sheet and script, plain CSS and JavaScript with
/// no network access: a page includes them once and they serve every
/// `.trellis-screen` in it (`HTMLRenderer.fragment(for:)`).
public enum HTMLDebuggerAssets {
    /// How the drawing's elements are placed: every element absolutely
    /// positioned in its parent's coordinates (points are CSS pixels), with
    /// transforms about the top-left corner, as the display list means them.
    public static let pictureCSS = """
        .trellis-screen{position:relative;overflow:hidden;flex:none;-webkit-text-size-adjust:none;text-size-adjust:none}
        .trellis-picture,.trellis-picture div,.trellis-picture svg,.trellis-picture img,.trellis-picture span{position:absolute;left:0;top:0;margin:0;padding:0;border:0;box-sizing:content-box}
        .trellis-picture{width:100%;height:100%;font-kerning:normal;font-synthesis:none;text-rendering:geometricPrecision}
        .trellis-picture .tg{transform-origin:0 0}
        .trellis-picture svg{overflow:visible}
        .trellis-picture span{white-space:pre;font-optical-sizing:none}
        .trellis-picture .tn br{display:inline}
        .trellis-overlay{position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none}
        .trellis-overlay div{position:absolute;box-sizing:border-box;pointer-events:none}
        .trellis-overlay .sel{outline:2px solid #0a84ff;background:rgba(10,132,255,.12)}
        .trellis-overlay .hov{outline:1px dashed rgba(10,132,255,.8)}
        .trellis-overlay .conf{outline:2px solid #ff3b30;background:rgba(255,59,48,.14)}
        .trellis-overlay .amb{outline:2px dashed #bf5af2}
        .trellis-overlay .tag{font:600 10px/14px ui-monospace,monospace;color:#fff;background:#ff3b30;padding:0 3px;white-space:nowrap;transform:translateY(-100%)}
        """

    /// The panel beside the picture.
    public static let panelCSS = """
        #trellis-panel{font:12px/1.45 ui-sans-serif,system-ui,sans-serif;color:#1c1c1e;background:#f2f2f7;border-left:1px solid #c6c6c8;
          width:520px;box-sizing:border-box;padding:10px 12px;overflow:auto}
        body[data-trellis-layout=single] #trellis-panel{position:absolute;top:0;bottom:0;min-height:100vh}
        body:not([data-trellis-layout=single]) #trellis-panel{position:fixed;right:0;top:0;bottom:0;z-index:10}
        #trellis-panel h2{font-size:13px;margin:10px 0 4px}
        #trellis-panel h2:first-child{margin-top:0}
        #trellis-panel .mono,#trellis-panel li.c{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:11px;word-break:break-all}
        #trellis-panel ul{list-style:none;margin:0;padding:0}
        #trellis-panel li{padding:2px 4px;border-radius:4px;cursor:pointer}
        #trellis-panel li:hover{background:#e5e5ea}
        #trellis-panel li.on{background:#d0e4ff}
        #trellis-panel li.bad,#trellis-panel .bad{color:#d70015}
        #trellis-panel .amb{color:#8e2bc2;font-weight:600}
        #trellis-panel table{border-collapse:collapse}
        #trellis-panel td{padding:1px 8px 1px 0;vertical-align:top}
        #trellis-panel td:first-child{color:#636366;white-space:nowrap}
        #trellis-panel .tree li{white-space:nowrap;font-family:ui-monospace,Menlo,monospace;font-size:11px}
        #trellis-panel .hint{color:#636366}
        """

    /// Picks the view under a click (the deepest one whose rectangle holds
    /// the point, the last drawn of equals), outlines it and lists what the
    /// report says about it; lists the conflicts and outlines a conflict's
    /// minimal set; shows the view tree. A click that ends a text selection
    /// selects nothing, so text stays selectable. `#view=N` and
    /// `#conflict=N` in the page's address select a view or a conflict.
    public static let script = #"""
        (function(){
        "use strict";
        function el(tag, cls, text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!=null)e.textContent=text;return e;}
        function fmt(v){return (Math.round(v*100)/100).toString();}
        function rect(r){return "("+fmt(r[0])+", "+fmt(r[1])+", "+fmt(r[2])+", "+fmt(r[3])+")";}
        var panel=document.getElementById("trellis-panel");
        if(!panel){panel=el("div");panel.id="trellis-panel";document.body.appendChild(panel);}
        var screens=[].slice.call(document.querySelectorAll(".trellis-screen"));
        var state={screen:null,view:null};
        screens.forEach(function(screen){
          var script=screen.querySelector("script.trellis-data");
          if(!script)return;
          var data;try{data=JSON.parse(script.textContent);}catch(e){return;}
          screen.trellis=data;
          var overlay=el("div","trellis-overlay");screen.appendChild(overlay);screen.trellisOverlay=overlay;
          if(document.body.getAttribute("data-trellis-layout")==="single"){
            var box=screen.getBoundingClientRect();panel.style.left=(box.right+window.scrollX+16)+"px";}
          screen.addEventListener("click",function(ev){
            var sel=window.getSelection&&window.getSelection();
            if(sel&&!sel.isCollapsed&&String(sel).length>0)return;
            var b=screen.getBoundingClientRect();
            var id=pick(data,(ev.clientX-b.left)*data.size[0]/b.width,(ev.clientY-b.top)*data.size[1]/b.height);
            if(id!=null)select(screen,id);
          });
        });
        function pick(data,x,y){
          var best=null;
          var hidden={};
          data.views.forEach(function(v){
            if(v.hidden||(v.parent!=null&&hidden[v.parent]))hidden[v.id]=true;
            if(hidden[v.id])return;
            var r=v.rect;
            if(x>=r[0]&&y>=r[1]&&x<r[0]+r[2]&&y<r[1]+r[3]){if(best==null||v.depth>=data.views[best].depth)best=v.id;}
          });
          return best;
        }
        function box(screen,view,cls,label){
          var d=el("div",cls);var r=view.rect;var s=screen.trellis.size;var b=screen.getBoundingClientRect();
          var k=b.width/s[0];
          d.style.left=(r[0]*k)+"px";d.style.top=(r[1]*k)+"px";d.style.width=Math.max(1,r[2]*k)+"px";d.style.height=Math.max(1,r[3]*k)+"px";
          screen.trellisOverlay.appendChild(d);
          if(label){var t=el("div","tag",label);t.style.left=(r[0]*k)+"px";t.style.top=(r[1]*k)+"px";screen.trellisOverlay.appendChild(t);}
          return d;
        }
        function clear(screen){screen.trellisOverlay.textContent="";}
        function showAmbiguous(screen){screen.trellis.views.forEach(function(v){if(v.ambiguous&&!v.hidden)box(screen,v,"amb");});}
        function select(screen,id){
          screens.forEach(function(s){if(s.trellisOverlay)clear(s);});
          state.screen=screen;state.view=id;
          var data=screen.trellis,v=data.views[id];
          showAmbiguous(screen);box(screen,v,"sel");
          render();
        }
        function highlightConflict(screen,index){
          screens.forEach(function(s){if(s.trellisOverlay)clear(s);});
          var data=screen.trellis,c=data.conflicts[index];
          c.views.forEach(function(id){box(screen,data.views[id],"conf",data.views[id]["class"]);});
          state.screen=screen;state.view=null;state.conflict=index;render();
        }
        function section(title){panel.appendChild(el("h2",null,title));}
        function row(table,k,v,cls){var tr=el("tr");tr.appendChild(el("td",null,k));var td=el("td",cls,v);tr.appendChild(td);table.appendChild(tr);}
        function render(){
          panel.textContent="";
          var screen=state.screen||screens.filter(function(s){return s.trellis;})[0];
          if(!screen){panel.appendChild(el("p","hint","No screen."));return;}
          var data=screen.trellis;
          section("View debugger");
          var amb=data.views.filter(function(v){return v.ambiguous;});
          panel.appendChild(el("p","hint",data.views.length+" views, "+data.constraints.length+" constraints, "+
            data.conflicts.length+" conflict"+(data.conflicts.length==1?"":"s")+", "+amb.length+" ambiguous. Click a view on the picture."));
          if(data.conflicts.length){
            section("Conflicts (minimal conflicting sets)");
            var ul=el("ul");
            data.conflicts.forEach(function(c,i){
              var li=el("li",state.conflict===i&&state.view==null?"on":null);
              li.appendChild(el("div","bad","Unable to simultaneously satisfy "+c.members.length+" constraints:"));
              c.members.forEach(function(m){li.appendChild(el("div","mono",m));});
              li.appendChild(el("div","mono","Broken: "+c.broken));
              li.onclick=function(){highlightConflict(screen,i);};
              ul.appendChild(li);
            });
            panel.appendChild(ul);
          }
          if(amb.length){
            section("Ambiguous views");
            var ua=el("ul","tree");
            amb.forEach(function(v){var li=el("li","amb",v.name+" "+rect(v.frame));li.onclick=function(){select(screen,v.id);};ua.appendChild(li);});
            panel.appendChild(ua);
          }
          if(state.view!=null){
            var v=data.views[state.view];
            section(v["class"]);
            var t=el("table");
            row(t,"name",v.name,"mono");
            if(v.identifier)row(t,"identifier",v.identifier);
            row(t,"frame",rect(v.frame),"mono");
            row(t,"in screen",rect(v.rect),"mono");
            row(t,"hasAmbiguousLayout",v.ambiguous?"true":"false",v.ambiguous?"amb":null);
            row(t,"hugging","H "+fmt(v.hugging[0])+"  V "+fmt(v.hugging[1]));
            row(t,"compression resistance","H "+fmt(v.compression[0])+"  V "+fmt(v.compression[1]));
            row(t,"intrinsic size",(v.intrinsic[0]<0?"none":fmt(v.intrinsic[0]))+" × "+(v.intrinsic[1]<0?"none":fmt(v.intrinsic[1])));
            row(t,"translatesAutoresizingMaskIntoConstraints",v.tamic?"true":"false");
            if(v.hidden)row(t,"isHidden","true");
            panel.appendChild(t);
            section("Constraints ("+v.constraints.length+")");
            var uc=el("ul");
            v.constraints.forEach(function(ci){
              var c=data.constraints[ci];
              var li=el("li","c"+(c.active&&!c.inEngine?" bad":""),c.description+(c.active&&!c.inEngine?"  BROKEN":""));
              li.title="Click to outline the views it names";
              li.onclick=function(){screens.forEach(function(s){if(s.trellisOverlay)clear(s);});
                c.views.forEach(function(id){box(screen,data.views[id],id===state.view?"sel":"conf",data.views[id]["class"]);});};
              uc.appendChild(li);
            });
            panel.appendChild(uc);
          }
          section("View tree");
          var tree=el("ul","tree");
          data.views.forEach(function(v){
            var li=el("li",v.id===state.view?"on":null);
            li.textContent="\u00a0\u00a0".repeat(v.depth)+v["class"]+" "+rect(v.frame)+(v.ambiguous?"  AMBIGUOUS":"");
            if(v.ambiguous)li.classList.add("amb");
            li.onclick=function(){select(screen,v.id);};
            tree.appendChild(li);
          });
          panel.appendChild(tree);
        }
        screens.forEach(function(s){if(s.trellis&&s.trellisOverlay)showAmbiguous(s);});
        render();
        // Links into the page: #view=N selects view N, #conflict=N outlines
        // conflict N (from 0), in the first screen.
        var first=screens.filter(function(s){return s.trellis;})[0];
        var m=/^#(view|conflict)=(\d+)$/.exec(location.hash);
        if(first&&m){var k=+m[2];
          if(m[1]==="view"&&k<first.trellis.views.length)select(first,k);
          if(m[1]==="conflict"&&k<first.trellis.conflicts.length)highlightConflict(first,k);}
        document.addEventListener("keydown",function(e){if(e.key==="Escape"){state.view=null;state.conflict=null;screens.forEach(function(s){if(s.trellisOverlay){clear(s);showAmbiguous(s);}});render();}});
        })();
        """#
}
